/**
 * Whether the signed-in user may delete the account now, and if not what stands in the way and
 * what to do about it (spec 001 §4, §6: only CAN_DELETE may delete, after a reason is recorded).
 * The owner alone deletes (the account's role table, which the server reads too: 403 to anyone else).
 */
import type { DeletionEligibility } from '@/api/account-deletion';
import { canDelete, type AccountRole as Role } from '@/api/machines/account';

export type { Role };

/** Where a blocking reason sends the merchant. */
export type DeletionHelp = 'orders' | 'customerCenter' | 'retry';

export type DeletionGate =
  | { readonly kind: 'allowed' }
  | { readonly kind: 'notOwner' }
  | {
      readonly kind: 'blocked';
      readonly eligibility: Exclude<DeletionEligibility, 'CAN_DELETE'>;
      readonly title: string;
      readonly todo: string;
      readonly help: DeletionHelp;
    };

export const BLOCKING: Readonly<
  Record<Exclude<DeletionEligibility, 'CAN_DELETE'>, { title: string; todo: string; help: DeletionHelp }>
> = {
  STORE_EXIST: {
    title: '운영 중인 스토어가 있어 삭제할 수 없어요',
    todo: '스토어에 남은 주문을 모두 마치고 스토어를 닫아야 계정을 지울 수 있어요. 주문을 정리한 뒤 고객센터에 스토어 닫기를 요청해 주세요.',
    help: 'orders',
  },
  COMMERCE_UNKNOWN: {
    title: '스토어 상태를 확인하지 못했어요',
    todo: '잠시 뒤 다시 확인해 주세요. 계속 확인되지 않으면 고객센터에 문의해 주세요.',
    help: 'retry',
  },
  OUTSTANDING_BOND_EXIST: {
    title: '갚지 않은 채권이 있어 삭제할 수 없어요',
    todo: '광고비나 수수료 중 아직 내지 않은 금액이 있어요. 고객센터에서 금액과 내는 방법을 안내받은 뒤 다시 시도해 주세요.',
    help: 'customerCenter',
  },
  UNSETTLED_ORDERS_EXIST: {
    title: '정산되지 않은 주문이 있어 삭제할 수 없어요',
    todo: '모든 주문의 정산이 끝나야 계정을 지울 수 있어요. 주문 관리에서 진행 중인 주문을 마무리하고, 정산이 끝난 뒤 다시 시도해 주세요.',
    help: 'orders',
  },
  OTHER_UNKNOWN: {
    title: '지금은 이 계정을 삭제할 수 없어요',
    todo: '삭제를 막는 이유를 화면에서 알려 드릴 수 없어요. 고객센터에 계정 삭제를 문의해 주세요.',
    help: 'customerCenter',
  },
};

export function deletionGate(eligibility: DeletionEligibility, role: Role | undefined): DeletionGate {
  if (canDelete(role) !== 'allowed') return { kind: 'notOwner' };
  if (eligibility === 'CAN_DELETE') return { kind: 'allowed' };
  return { kind: 'blocked', eligibility, ...BLOCKING[eligibility] };
}

/** The detailed reason: at most 300 characters (spec §5), and required for a reason that asks for text. */
export const MAX_DELETE_REASON = 300;

export function reasonTextError(text: string, requiresText: boolean): string | undefined {
  if (text.length > MAX_DELETE_REASON) return `${MAX_DELETE_REASON}자까지 적을 수 있어요.`;
  if (requiresText && text.trim() === '') return '이 사유를 고르면 자세한 사유를 꼭 적어 주세요.';
  return undefined;
}

/** Where the session goes once the account is gone: another active account of the user, or the account list. */
export function nextAccountAfterDeletion(
  accounts: readonly { readonly id: number; readonly status: string }[],
  deletedId: number,
): number | undefined {
  return accounts.find((account) => account.id !== deletedId && account.status === 'ACTIVE')?.id;
}
