/**
 * The profile's settings hub (/profile/{baId}/management; decisions/hours-management.md): what is
 * done and missing in the profile with the way to each part, the onboarding quest as a checklist,
 * and the rewards received. Each panel loads, fails and retries on its own.
 */
import { createElement } from 'react';
import { LoadingState } from '@/components/feedback/LoadingState';
import { lazyComponent } from '@/components/lazy/lazy-component';
import { paths } from '@/config/paths';
import { panelRead, rowsPanel, viewPanel } from '@/engine/page/define-page';
import type { PageDef } from '@/engine/page/types';
import { hoursManagementMessages } from '@/lib/hours-management-messages';

const text = hoursManagementMessages.management;

// The panels' code loads with the page, not with the app's first code (which has every resource).
const loading = createElement(LoadingState, { rows: 5 });
const ProfileTasks = lazyComponent(() => import('./ProfileTasks').then((module) => module.ProfileTasks), loading);
const QuestChecklist = lazyComponent(() => import('./QuestChecklist').then((module) => module.QuestChecklist), loading);

export const managementPage: PageDef = {
  route: paths.hoursManagement.management,
  title: text.title,
  description: text.description,
  panels: [
    viewPanel({
      title: text.profileSection,
      reads: {
        account: panelRead('business-account', '/api/v2/business_accounts/{id}'),
        extra: panelRead('business-account', '/api/v2/business_accounts/{id}/extra'),
        // The coupons customers can receive now: a failed count says so instead of blanking the panel.
        coupons: panelRead('coupon', '/api/v1/coupon_boxes', {
          query: { validity: 'AVAILABLE', page: 1, size: 1 },
          optional: true,
        }),
      },
      component: ProfileTasks,
    }),
    viewPanel({
      title: text.questSection,
      reads: { quest: panelRead('business-account', '/api/v1/business_account_quests/in_progress') },
      component: QuestChecklist,
    }),
    rowsPanel('business-account', '/api/v1/business_account_quests/ba_rewards', {
      title: text.rewardsSection,
      columns: ['title', 'reward_type', 'status', 'amount', 'issued_at', 'expires_at'],
      emptyText: text.rewardsEmpty,
    }),
  ],
};
