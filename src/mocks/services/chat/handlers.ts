/** Chat service (spec 000 §7 chat): the header's unread counter. */
import { implement } from '../../core/implement';
import type { MockState } from '../../state';
import { requireSession } from '../auth/model';

export const chatHandlers = implement<'chat', MockState>('chat', {
  getChatUnreadCount: ({ state }) => {
    requireSession(state.auth);
    return { data: state.chat.unreadCount };
  },
});
