/**
 * Deleting the business account (spec 001 §4, §6; docs/decisions/account-admin.md), two views of
 * its eligibility (`GET …/deletable`) behind one guard: only the owner deletes, and only a
 * CAN_DELETE account; anything else is explained with what to do and where (BlockedDeletion).
 * `/delete` says what deleting does and offers the reasons as links; `/delete/reason/{id}` records
 * the reason picked, then asks a last time naming the account, and deletes it.
 */
import { paths } from '@/config/paths';
import { defineResource } from '@/engine/resource/define-resource';
import { accountDeletionMessages as text } from '@/lib/account-deletion-messages';
import { deleteReasonsCall } from './deletion-calls';
import { lazySection } from '@/engine/resource/lazy-section';

// The guard, the sections and the form load with the deletion screens, not with every first visit.
const DeletionGuard = lazySection(() => import('./DeletionGuard').then((module) => module.DeletionGuard));
const DeletionDescription = lazySection(
  () => import('./deletion-sections').then((module) => module.DeletionDescription),
  null,
);
const Consequences = lazySection(() => import('./deletion-sections').then((module) => module.Consequences));
const ReasonLinks = lazySection(() => import('./deletion-sections').then((module) => module.ReasonLinks));
const DeletionReasonForm = lazySection(() =>
  import('./DeletionReasonForm').then((module) => module.DeletionReasonForm),
);

export const accountDeletionResource = defineResource('business-account', (r) => ({
  name: 'accountDeletion',
  label: text.title,
  routes: { detail: paths.accountAdmin.deletion },

  view: r.view('/api/v2/business_accounts/{id}/deletable', {
    title: text.title,
    description: DeletionDescription,
    also: [deleteReasonsCall],
    guard: DeletionGuard,
    sections: [
      { title: text.consequencesTitle, component: Consequences },
      { title: text.pickReason, component: ReasonLinks },
    ],
  }),
}));

export const accountDeletionReasonResource = defineResource('business-account', (r) => ({
  name: 'accountDeletionReason',
  label: text.reasonTitle,
  routes: { detail: paths.accountAdmin.deletionReason },

  view: r.view('/api/v2/business_accounts/{id}/deletable', {
    title: text.reasonTitle,
    // No list before it: the back link names the deletion page (issue 25).
    back: { label: text.toDeletion, route: paths.accountAdmin.deletion },
    also: [deleteReasonsCall],
    guard: DeletionGuard,
    sections: [{ component: DeletionReasonForm }],
  }),
}));
