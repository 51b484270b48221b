/** Korean copy of the navigation drawer (tablet and phone widths). */
export const navMessages = {
  menu: '메뉴',
  openMenu: '메뉴 열기',
  closeMenu: '메뉴 닫기',
} as const;
