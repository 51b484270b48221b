/** The chat link (its own host, new tab) with the unread count polled every 30 s; "99+" above 99. */
import { MessageOutlined } from '@ant-design/icons';
import { useChatUnreadCount } from '@/api/header';
import { headerMessages as text } from './messages';
import { chatCountText } from './notification-rules';

export function ChatLink({ url }: { readonly url: string }) {
  const unread = useChatUnreadCount(true);
  const count = chatCountText(unread.data);
  return (
    <a
      className="shell-icon-button"
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={count ? `${text.chat}, ${text.chatUnread(count)}` : text.chat}
    >
      <MessageOutlined aria-hidden />
      {count ? (
        <span className="shell-count" aria-hidden data-testid="chat-count">
          {count}
        </span>
      ) : null}
    </a>
  );
}
