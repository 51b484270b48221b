import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { messages } from '@/lib/messages';

/** The "뒤로" link above a page's heading. */
export function BackLink({ to }: { readonly to: string }) {
  return (
    <Link to={to} style={{ display: 'inline-flex', gap: 6, marginBottom: 8 }}>
      <ArrowLeftOutlined aria-hidden /> {messages.common.back}
    </Link>
  );
}
