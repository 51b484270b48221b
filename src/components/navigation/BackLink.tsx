import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router';

/** The back link above a page's heading, saying where it goes (목록으로 only for a list: issue 25). */
export function BackLink({ to, label }: { readonly to: string; readonly label: string }) {
  return (
    <Link to={to} style={{ display: 'inline-flex', gap: 6, marginBottom: 8 }}>
      <ArrowLeftOutlined aria-hidden /> {label}
    </Link>
  );
}
