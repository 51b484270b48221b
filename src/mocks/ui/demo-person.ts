/**
 * "사람 바꾸기" (issue 39): the demo signs in as another person of 동네커피 망원점 (101) — its
 * 대표 관리자, a 관리자 or a 멤버 — so a tester sees each role's console. The mock's signed-in person
 * becomes that member, and the person's account list is what their memberships say (the demo
 * accounts they belong to, with their role there). The console then signs out and in again: a
 * switch of person goes through the same reset as a shared PC (api/data/session-reset.ts).
 */
import { DEMO_ACCOUNT_IDS, seedAuth } from '../services/auth/seed';
import { reconcileSignInList } from '../services/business-account/sign-in-list';
import { ROLE_LABELS } from '@/lib/roles';
import type { MockRuntime } from '../runtime';

export interface DemoPerson {
  readonly userId: number;
  readonly nickname: string;
  readonly roleLabel: string;
}

/** The active people of 101, owner first: whom the demo may sign in as. */
export function demoPeople(runtime: Pick<MockRuntime, 'db'>): DemoPerson[] {
  const order = { OWNER: 0, ADMIN: 1, USER: 2 } as const;
  return runtime.db.state.businessAccount.members
    .filter((member) => member.businessAccountId === DEMO_ACCOUNT_IDS.active && member.status === 'ACTIVE')
    .filter((member) => member.userId !== null)
    .sort((a, b) => order[a.role] - order[b.role])
    .map((member) => ({ userId: member.userId!, nickname: member.nickname, roleLabel: ROLE_LABELS[member.role] }));
}

/** Makes `userId` the mock's signed-in person, with the demo accounts their memberships give them. */
export function becomePerson(runtime: Pick<MockRuntime, 'db'>, userId: number): void {
  const state = runtime.db.state;
  const seeded = seedAuth();
  const demoUser = seeded.businessUser;
  const member = state.businessAccount.members.find((row) => row.userId === userId);
  state.auth.businessUser =
    userId === demoUser.id
      ? { ...demoUser }
      : {
          id: userId,
          email: `user${userId}@dongnemarket.example`,
          nickname: member?.nickname ?? String(userId),
          notificationEmail: null,
        };
  // The list is rebuilt from the memberships, as after any write of the account service.
  state.auth.businessAccounts = seeded.businessAccounts;
  reconcileSignInList(state);
  state.auth.session.businessAccountId = null;
  runtime.db.persist();
}
