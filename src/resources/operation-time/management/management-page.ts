/**
 * The profile's settings hub (/profile/{baId}/management; decisions/hours-management.md): what is
 * done and missing in the profile with the way to each part, the onboarding quest as a checklist,
 * and the rewards received. Each panel loads, fails and retries on its own.
 */
import { panelRead, rowsPanel, viewPanel } from '@/engine/page/define-page';
import type { PageDef } from '@/engine/page/types';
import { hoursManagementMessages } from '@/lib/hours-management-messages';
import { ProfileTasks } from './ProfileTasks';
import { QuestChecklist } from './QuestChecklist';

const text = hoursManagementMessages.management;

export const managementPage: PageDef = {
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
