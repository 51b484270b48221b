import type { CSSProperties, ReactNode } from 'react';

const listStyle: CSSProperties = { listStyle: 'none', margin: 0, padding: 0 };
const rowStyle: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 16,
  padding: '12px 0',
  borderBottom: '1px solid rgba(0, 0, 0, 0.06)',
};

/** A plain list of rows: content on the left, actions on the right. */
export function RowList<T>({
  items,
  rowKey,
  label,
  render,
  actions,
}: {
  readonly items: readonly T[];
  readonly rowKey: (item: T) => string | number;
  readonly label?: string;
  readonly render: (item: T) => ReactNode;
  readonly actions?: (item: T) => ReactNode;
}) {
  return (
    <ul style={listStyle} aria-label={label}>
      {items.map((item) => (
        <li key={rowKey(item)} style={rowStyle}>
          <div style={{ flex: 1, minWidth: 0 }}>{render(item)}</div>
          {actions ? <div>{actions(item)}</div> : null}
        </li>
      ))}
    </ul>
  );
}
