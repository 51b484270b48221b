import { Empty } from 'antd';
import type { ReactNode } from 'react';

/** Nothing to show yet, with an optional next step (e.g. a "만들기" button). */
export function EmptyState({ text, action }: { readonly text: string; readonly action?: ReactNode }) {
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text}>
      {action}
    </Empty>
  );
}
