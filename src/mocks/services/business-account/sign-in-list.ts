/**
 * The sign-in account list (auth slice, `GET /api/v2/business_accounts`) follows this service: after
 * any write here, it lists every account the demo user is an active member of, with the account's
 * current name, status, reasons, kind, category and picture and the user's role. An account made,
 * renamed, joined or handed over here therefore shows up as such on `/profiles`; a deleted one is
 * no longer listed (the account table lets no one view it), so its pages and calls are refused.
 */
import { operations, type OperationKey } from '@generated/operations';
import { accountMachine } from '@/api/machines/account';
import { can } from '@/lib/machine';
import type { AnyHandler } from '../../core/implement';
import type { MockState } from '../../state';
import { demoUserId } from './access';
import { findCategory, findRegion } from './catalog';
import type { AccountRow, MemberRow } from './state';

type Listed = MockState['auth']['businessAccounts'][number];

export function reconcileSignInList(state: MockState): void {
  const userId = demoUserId(state);
  const mine = new Map<number, MemberRow>();
  for (const member of state.businessAccount.members) {
    if (member.userId === userId && member.status === 'ACTIVE') mine.set(member.businessAccountId, member);
  }
  const viewable = new Set(
    state.businessAccount.accounts.filter((account) => can(accountMachine, account, 'view')).map((row) => row.id),
  );
  // Accounts this service does not know (other demo seeds) stay as they are.
  const known = new Set(state.businessAccount.accounts.map((account) => account.id));
  const listed = state.auth.businessAccounts.filter(
    (entry) => mine.has(entry.id) && (!known.has(entry.id) || viewable.has(entry.id)),
  );
  for (const account of state.businessAccount.accounts) {
    const member = mine.get(account.id);
    if (!member || !viewable.has(account.id)) continue;
    const entry = listed.find((candidate) => candidate.id === account.id);
    if (entry) Object.assign(entry, listedFields(account, member));
    else listed.push(newListing(account, member));
  }
  state.auth.businessAccounts = listed;
}

function listedFields(account: AccountRow, member: MemberRow) {
  return {
    name: account.name,
    status: account.status,
    statusReasons: [...account.statusReasons],
    kind: account.kind,
    role: member.role,
    categoryName: findCategory(account.categoryId)?.name ?? '',
    profileImageUrl: account.profileImageUrl,
  } satisfies Partial<Listed>;
}

function newListing(account: AccountRow, member: MemberRow): Listed {
  const region = findRegion(account.regionId);
  return {
    id: account.id,
    ...listedFields(account, member),
    region: region ? { id: region.id, name: region.name, center: region.center } : { id: account.regionId, name: '' },
    coordinates: account.coordinates,
  };
}

/** Wraps the service's handlers so that every successful write reconciles the sign-in list. */
export function syncingSignInList(
  handlers: ReadonlyMap<OperationKey, AnyHandler<MockState>>,
): ReadonlyMap<OperationKey, AnyHandler<MockState>> {
  const wrapped = new Map<OperationKey, AnyHandler<MockState>>();
  for (const [key, handler] of handlers) {
    if (operations[key].method === 'get') {
      wrapped.set(key, handler);
      continue;
    }
    wrapped.set(key, (context) => {
      const result = handler(context);
      if (result instanceof Promise) {
        return result.then((value: unknown) => {
          reconcileSignInList(context.state);
          return value;
        });
      }
      reconcileSignInList(context.state);
      return result;
    });
  }
  return wrapped;
}
