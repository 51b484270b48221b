/**
 * A business account's life (spec 001 §4, §6) as a table: what may happen to an account in each
 * status, and who among its people may do it; and the role table of its people (who may invite,
 * take an invitation back, remove someone or receive the ownership). The mock server refuses what
 * these refuse, with the same sentence; the screens offer exactly what they allow.
 *
 * - 운영 중 (ACTIVE): everything, each action by its roles.
 * - 휴면 (DORMANT): read-only (it can be looked at and deleted, nothing else).
 * - 삭제됨 (DESTROYED): nothing; it is not listed and answers 404, and its posts are not public.
 */
import type { components } from '@generated/openapi/business-account';
import { can, defineMachine, type Verdict } from '@/lib/machine';
import { messages } from '@/lib/messages';
import { ROLE_LABELS } from '@/lib/roles';
import { mayCall } from '../roles';

type Schemas = components['schemas'];

export type AccountStatus = Schemas['BusinessAccountStatus'];
export type AccountRole = Schemas['MembershipRole'];
export type MemberStatus = Schemas['MembershipStatus'];
export type DeletionEligibility = Schemas['DeletionEligibility'];

/** What the table reads of an account: its status, and for deleting what the server knows. */
export interface AccountRecord {
  readonly status: AccountStatus;
  /** What GET /deletable answers (the commerce and finance checks); unknown to the screens until read. */
  readonly eligibility?: DeletionEligibility;
  /** Whether a reason was recorded (deleting needs one first); unknown until read. */
  readonly deletedReasonRecorded?: boolean;
}

export type AccountAction = 'view' | 'edit' | 'invite' | 'removeMember' | 'handOver' | 'delete';

/** Why an account cannot be deleted yet (the server's checks), as the server says it. */
export const deletionEligibilityReasons: Readonly<Record<Exclude<DeletionEligibility, 'CAN_DELETE'>, string>> = {
  STORE_EXIST: '운영 중인 스토어가 있어요. 스토어를 먼저 닫아 주세요.',
  COMMERCE_UNKNOWN: '스토어 상태를 확인할 수 없어요. 잠시 후 다시 시도해 주세요.',
  OUTSTANDING_BOND_EXIST: '갚지 않은 채권이 있어요. 고객센터에 문의해 주세요.',
  UNSETTLED_ORDERS_EXIST: '정산되지 않은 주문이 있어요. 정산이 끝난 뒤에 삭제할 수 있어요.',
  OTHER_UNKNOWN: '지금은 삭제할 수 없어요. 고객센터에 문의해 주세요.',
};

export const DELETE_REASON_REQUIRED = '삭제 사유를 먼저 남겨 주세요.';

/** Deleting needs the server's CAN_DELETE and a recorded reason (spec 001 §4). */
function deletable(record: AccountRecord): Verdict {
  if (record.eligibility !== undefined && record.eligibility !== 'CAN_DELETE')
    return deletionEligibilityReasons[record.eligibility];
  if (record.deletedReasonRecorded === false) return DELETE_REASON_REQUIRED;
  return true;
}

/** Who may take an action is the role table below (per person's row); the machine says when. */
export const accountMachine = defineMachine<AccountStatus, AccountAction, AccountRecord>({
  name: '비즈니스 계정',
  stateOf: (record) => record.status,
  actions: ['view', 'edit', 'invite', 'removeMember', 'handOver', 'delete'],
  table: {
    ACTIVE: {
      view: { to: 'ACTIVE' },
      edit: { to: 'ACTIVE' },
      invite: { to: 'ACTIVE' },
      removeMember: { to: 'ACTIVE' },
      handOver: { to: 'ACTIVE' },
      delete: { to: 'DESTROYED', when: deletable },
    },
    DORMANT: {
      view: { to: 'DORMANT' },
      delete: { to: 'DESTROYED', when: deletable },
    },
    DESTROYED: {},
  },
  refusal: (action, state) =>
    state === 'DESTROYED'
      ? '삭제된 계정이에요.'
      : `${accountStateLabels[state]} 계정이라 ${accountActionVerbs[action]} 수 없어요.`,
  stateLabels: { ACTIVE: '운영 중', DORMANT: '휴면', DESTROYED: '삭제됨' },
  actionLabels: {
    view: '보기',
    edit: '정보 바꾸기',
    invite: '초대',
    removeMember: '내보내기',
    handOver: '대표 관리자 넘기기',
    delete: '계정 삭제',
  },
});

const accountStateLabels: Readonly<Record<AccountStatus, string>> = {
  ACTIVE: '운영 중인',
  DORMANT: '휴면',
  DESTROYED: '삭제된',
};

const accountActionVerbs: Readonly<Record<AccountAction, string>> = {
  view: '볼',
  edit: '바꿀',
  invite: '초대할',
  removeMember: '내보낼',
  handOver: '대표 관리자를 넘길',
  delete: '삭제할',
};

/**
 * Why the account may not change data ("휴면 계정이라"), or nothing when it may: the table's `edit`
 * (a dormant account is read-only). The screens' read-only banner and the mock server's refusals
 * both read this one rule (issue 40).
 */
export function writeBlockOf(account: { readonly status: AccountStatus }): string | undefined {
  if (can(accountMachine, account, 'edit')) return undefined;
  return messages.access.blockedBecause[account.status as keyof typeof messages.access.blockedBecause];
}

/* ------------------------------------------------------------------------------------------------
 * The role table of an account's people: for the signed-in user's role and one person's row,
 * whether an action is offered and why not.
 *
 * - `hidden`: the action makes no sense for that row (the owner's own row, an invitation not yet
 *   accepted for a hand-over); the screen does not offer it and the server answers 409 with `reason`.
 * - `allowed`: offered and run.
 * - `refused`: offered but refused because of the user's role (the screen shows the reason, the
 *   server answers 403 with it): the user sees what exists and whom to ask.
 * ---------------------------------------------------------------------------------------------- */

export interface MemberLike {
  readonly role: AccountRole;
  readonly status: MemberStatus;
  readonly isMe: boolean;
}

export type Permission = 'allowed' | { readonly hidden: string; readonly code: string } | { readonly refused: string };

export const roleReasons = {
  invite: '대표 관리자나 관리자만 초대할 수 있어요.',
  cancel: '대표 관리자나 관리자만 초대를 취소할 수 있어요.',
  remove: '대표 관리자나 관리자만 내보낼 수 있어요.',
  removeAdmin: '관리자는 대표 관리자만 내보낼 수 있어요.',
  transfer: '대표 관리자만 넘길 수 있어요.',
  delete: '대표 관리자만 계정을 삭제할 수 있어요.',
} as const;

/** Why an action does not apply to a row (the server's 409), with the server's code. */
export const rowReasons = {
  notInvitation: { hidden: '수락을 기다리는 초대가 아니에요.', code: 'NOT_PENDING' },
  owner: { hidden: '대표 관리자는 내보낼 수 없어요.', code: 'OWNER_CANNOT_BE_REMOVED' },
  self: { hidden: '나 자신은 내보낼 수 없어요.', code: 'CANNOT_REMOVE_SELF' },
  pending: { hidden: '아직 초대를 수락하지 않았어요. 초대를 취소해 주세요.', code: 'MEMBER_PENDING' },
  alreadyOwner: { hidden: '이미 대표 관리자예요.', code: 'ALREADY_OWNER' },
  notActive: { hidden: '활동 중인 관리자에게만 넘길 수 있어요.', code: 'MEMBER_NOT_ACTIVE' },
  notAdmin: {
    hidden: '대표 관리자는 관리자에게만 넘길 수 있어요. 멤버에게 넘기려면 관리자로 초대해 주세요.',
    code: 'MEMBER_NOT_ADMIN',
  },
} as const satisfies Record<string, Permission>;

const refused = (reason: string): Permission => ({ refused: reason });

/**
 * Whether a role may make the call at all: the schemas' table (x-roles, docs/roles.md), so the rules
 * below add only what depends on the row. Unlike the screens, an unknown role may not.
 */
const allowedTo = (me: AccountRole | undefined, operation: string): boolean =>
  me !== undefined && mayCall(me, `business-account.${operation}`);

/** Inviting someone (as an administrator or a member). */
export function canInvite(me: AccountRole | undefined): Permission {
  return allowedTo(me, 'inviteBusinessAccountMember') ? 'allowed' : refused(roleReasons.invite);
}

/** Taking back an invitation not yet accepted (a PENDING row). */
export function canCancelInvitation(me: AccountRole | undefined, target: MemberLike): Permission {
  if (target.status !== 'PENDING') return rowReasons.notInvitation;
  return allowedTo(me, 'removeBusinessAccountMember') ? 'allowed' : refused(roleReasons.cancel);
}

/**
 * Removing a person who joined (active or inactive). Never the owner, never oneself; an
 * administrator removes members only: another administrator is for the owner to remove.
 */
export function canRemove(me: AccountRole | undefined, target: MemberLike): Permission {
  if (target.status === 'PENDING') return rowReasons.pending;
  if (target.role === 'OWNER') return rowReasons.owner;
  if (target.isMe) return rowReasons.self;
  if (!allowedTo(me, 'removeBusinessAccountMember')) return refused(roleReasons.remove);
  if (me === 'ADMIN' && target.role === 'ADMIN') return refused(roleReasons.removeAdmin);
  return 'allowed';
}

/**
 * Handing the ownership over (spec 001 §4): only the owner, only to an active administrator — a
 * plain member (멤버) is not handed a whole account.
 */
export function canTransfer(me: AccountRole | undefined, target: MemberLike): Permission {
  if (target.role === 'OWNER' || target.isMe) return rowReasons.alreadyOwner;
  if (target.status !== 'ACTIVE') return rowReasons.notActive;
  if (target.role !== 'ADMIN') return rowReasons.notAdmin;
  return allowedTo(me, 'transferBusinessAccountOwnership') ? 'allowed' : refused(roleReasons.transfer);
}

/** Deleting the account (spec 001 §4): the owner alone. */
export function canDelete(me: AccountRole | undefined): Permission {
  return allowedTo(me, 'deleteBusinessAccount') ? 'allowed' : refused(roleReasons.delete);
}

/**
 * An invitation names someone new: a person already of the account (active, or invited and not yet
 * answered) is not invited twice, whatever the role (issue 39). Undefined when the name is free.
 */
export function inviteeTaken(
  name: string,
  people: readonly { readonly nickname: string; readonly status: MemberStatus; readonly role: AccountRole }[],
): string | undefined {
  const taken = people.find((person) => person.status !== 'INACTIVE' && person.nickname === name.trim());
  if (!taken) return undefined;
  return taken.status === 'PENDING'
    ? `'${taken.nickname}'님에게 보낸 초대가 아직 수락을 기다리고 있어요. 초대를 취소한 뒤 다시 초대해 주세요.`
    : `'${taken.nickname}'님은 이미 이 계정의 ${ROLE_LABELS[taken.role]}예요.`;
}

/** Whether the action is offered at all. */
export const isOffered = (permission: Permission): boolean => permission === 'allowed' || 'refused' in permission;

/** The reason it is refused, when it is offered but refused. */
export const refusalOf = (permission: Permission): string | undefined =>
  typeof permission === 'object' && 'refused' in permission ? permission.refused : undefined;

/** The signed-in user's role in the account: their own row (`isMe`) among the rows. */
export function myRoleAmong(members: readonly MemberLike[]): AccountRole | undefined {
  return members.find((member) => member.isMe && member.status === 'ACTIVE')?.role;
}
