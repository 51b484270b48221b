/**
 * A business's opening hours (spec 001 §7 `PUT /api/v1/ba_operation_times/{businessAccountId}`,
 * payload designed; /profile/{baId}/operation-time): one document of the account, read from the
 * account (`GET /api/v2/business_accounts/{id}` carries `operationTimes`), edited as a week grid
 * and saved whole. The week's rules (src/lib/operation-time.ts) are the form's own rules and the
 * mock backend's, in the same Korean. The profile's settings hub (/profile/{baId}/management) is
 * its page of panels.
 */
import { paths } from '@/config/paths';
import { defineResource } from '@/engine/resource/define-resource';
import { hoursManagementMessages } from '@/lib/hours-management-messages';
import { daysAsSent, emptyWeek, inWeekOrder, isWholeWeek, weekIssues, type DayHours } from '@/lib/operation-time';
import { WeekGridField } from './week-grid-field';

const text = hoursManagementMessages.operationTime;

export const operationTimeResource = defineResource('business-account', (r) => ({
  name: 'operation-time',
  label: text.label,
  routes: { edit: paths.hoursManagement.operationTime },

  update: r.document('put', '/api/v1/ba_operation_times/{businessAccountId}', {
    title: text.title,
    load: '/api/v2/business_accounts/{id}',
    // Nothing saved yet, or by appointment: a week to fill, every day open and no times made up.
    toFormData: ({ operationTimes: saved }) => ({
      operationType: saved?.operationType ?? 'REGULAR',
      operationTimes: saved && isWholeWeek(saved.operationTimes) ? inWeekOrder(saved.operationTimes) : emptyWeek(),
      holidayNote: saved?.holidayNote ?? '',
    }),
    order: ['operationType', 'operationTimes', 'holidayNote'],
    fieldUi: { operationTimes: { 'ui:field': WeekGridField, 'ui:label': false } },
    // The days as sent: times kept on a closed day while the form is open are not the rules' business.
    rules: ({ operationType, operationTimes }) =>
      operationType === 'BY_APPOINTMENT' || !operationTimes
        ? []
        : weekIssues(daysAsSent(operationTimes as DayHours[])).map(({ field, message }) => ({
            field: `operationTimes.${field}`,
            message,
          })),
  }),

  pages: [
    {
      route: paths.hoursManagement.management,
      load: () => import('./management/management-page').then((module) => module.managementPage),
    },
  ],
}));
