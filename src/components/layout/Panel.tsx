import type { CSSProperties, ReactNode } from 'react';

/**
 * A white content panel with an optional heading. (antd's Card pulls in Tabs and more; screens
 * only need a box.)
 */
export function Panel({
  title,
  titleId,
  children,
  style,
}: {
  readonly title?: ReactNode;
  readonly titleId?: string;
  readonly children: ReactNode;
  readonly style?: CSSProperties;
}) {
  return (
    <section className="panel" style={style} aria-labelledby={titleId}>
      {title ? (
        <h2 className="panel-title" id={titleId}>
          {title}
        </h2>
      ) : null}
      <div className="panel-body">{children}</div>
    </section>
  );
}
