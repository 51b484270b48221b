/**
 * Under the 단골에게 알림 보내기 switch: how many follower notifications are left this month and how
 * many followers get one (GET /api/v1/posts/follower_notification_meta), so the merchant knows
 * before saving whether it will go out.
 */
import { errorMessage } from '@/components/feedback/error-message';
import { useBindings } from '@/engine/data/bindings';
import { useOperationQuery } from '@/api/data/queries';
import { formatNumber } from '@/lib/format';
import { messages } from '@/lib/messages';
import { BusyButton } from '@/components/actions/BusyButton';

const text = messages.post;

interface Meta {
  readonly data: {
    readonly monthly_limit: number;
    readonly remaining_count: number;
    readonly followers_count: number;
  };
}

export function FollowerNotificationMeta() {
  const { account } = useBindings();
  const meta = useOperationQuery('post.getFollowerNotificationMeta', { account });
  if (meta.isLoading) return <span className="muted">{messages.common.loading}</span>;
  if (meta.error || !meta.data)
    return (
      // A hint under a switch, not the page's state: said quietly, with its own retry.
      <span className="muted" data-testid="follower-meta-error">
        {text.followerMetaError} {meta.error ? errorMessage(meta.error) : null}{' '}
        <BusyButton size="small" busy={meta.isFetching} onClick={() => void meta.refetch()}>
          {messages.common.retry}
        </BusyButton>
      </span>
    );
  const { monthly_limit, remaining_count, followers_count } = (meta.data as Meta).data;
  return (
    <span className="muted" data-testid="follower-meta">
      {remaining_count > 0
        ? text.followerMeta(formatNumber(remaining_count), formatNumber(monthly_limit), formatNumber(followers_count))
        : text.followerMetaNone}
    </span>
  );
}
