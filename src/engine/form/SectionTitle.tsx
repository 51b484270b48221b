import type { TitleFieldProps } from '@rjsf/utils';
import { Typography } from 'antd';

/** Heading of a group of fields (a nested object such as 혜택), left-aligned above its fields. */
export function SectionTitle({ id, title, required }: TitleFieldProps) {
  if (!title) return null;
  return (
    <Typography.Title id={id} level={5} style={{ margin: '8px 0 12px', textAlign: 'start', fontSize: 15 }}>
      {title}
      {required ? (
        <span aria-hidden style={{ color: '#ff4d4f', marginInlineStart: 4 }}>
          *
        </span>
      ) : null}
    </Typography.Title>
  );
}
