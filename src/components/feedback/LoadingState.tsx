import { Skeleton } from 'antd';
import { messages } from '@/lib/messages';

/** Placeholder while the first data of a screen loads. */
export function LoadingState({ rows = 4 }: { readonly rows?: number }) {
  return (
    <div role="status" aria-live="polite" aria-label={messages.common.loading}>
      <Skeleton active paragraph={{ rows }} />
    </div>
  );
}
