/** Tests set `state.chat.unreadCount` (e.g. 150 to see "99+" in the header). */
export interface ChatState {
  unreadCount: number;
}

export function seedChat(): ChatState {
  return { unreadCount: 12 };
}
