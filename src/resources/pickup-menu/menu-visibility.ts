/**
 * Whether customers see a menu, in one sentence: on sale (or sold out, shown as 품절) + in a shown
 * category → 손님에게 보여요; else the first reason it is not. Whether the store takes orders now is
 * the store's (영업 상태), said once above the list, not on every menu.
 */
export interface MenuVisibilityInput {
  readonly status: 'OPEN' | 'CLOSE' | 'SOLD_OUT';
  readonly displayStatus: 'VISIBLE' | 'HIDDEN' | 'UNCATEGORIZED';
}

export const VISIBLE_TEXT = '손님에게 보여요';

export function menuVisibility(menu: MenuVisibilityInput): { readonly visible: boolean; readonly text: string } {
  if (menu.status === 'CLOSE') return { visible: false, text: '판매 중지라 손님에게 안 보여요' };
  if (menu.displayStatus === 'UNCATEGORIZED') return { visible: false, text: '카테고리가 없어 손님에게 안 보여요' };
  if (menu.displayStatus === 'HIDDEN') return { visible: false, text: '숨긴 카테고리에만 있어 손님에게 안 보여요' };
  return { visible: true, text: menu.status === 'SOLD_OUT' ? '손님에게 품절로 보여요' : VISIBLE_TEXT };
}

/** The store's state as it bears on the menus: customers order only while it is open. */
export function storeOrderingLine(operationStatus: 'OPEN' | 'BREAK_TIME' | 'CLOSED' | 'MANUALLY_CLOSED'): string {
  switch (operationStatus) {
    case 'OPEN':
      return '영업 중이에요. 손님에게 보이는 메뉴를 지금 주문할 수 있어요.';
    case 'BREAK_TIME':
      return '휴게 시간이에요. 메뉴는 보이지만 휴게 시간이 끝나야 주문할 수 있어요.';
    case 'CLOSED':
      return '영업시간이 아니에요. 메뉴는 보이지만 영업을 시작해야 주문할 수 있어요.';
    case 'MANUALLY_CLOSED':
      return '영업을 임시로 멈췄어요. 메뉴는 보이지만 다시 열어야 주문할 수 있어요.';
  }
}
