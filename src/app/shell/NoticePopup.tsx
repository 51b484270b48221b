/** The notices popup: 10 notices, important ones first with a mark, and a link to all of them. */
import { Link } from 'react-router';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { useHeaderNotices } from '@/api/header';
import { headerMessages as text } from './messages';

export function NoticePopup() {
  const notices = useHeaderNotices(true);
  return (
    <div className="shell-notices">
      <div className="shell-popup-title">{text.notices}</div>
      <div className="shell-popup-body">
        {notices.error ? (
          <ErrorState compact error={notices.error} onRetry={() => void notices.refetch()} />
        ) : !notices.data ? (
          <LoadingState rows={3} />
        ) : notices.data.length === 0 ? (
          <EmptyState text={text.emptyNotices} />
        ) : (
          <ul className="shell-list">
            {notices.data.map((notice) => (
              <li key={notice.id}>
                <Link className="shell-notice" to={paths.notice.detail.href({ noticeId: notice.id })}>
                  {notice.important ? <span className="shell-important">{text.important}</span> : null}
                  <span className="shell-notice-title">{notice.title}</span>
                  <span className="muted">{formatDate(notice.displayBeginDateTime)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="shell-popup-footer">
        <Link to={paths.notice.list.href({})}>{text.allNotices}</Link>
      </div>
    </div>
  );
}
