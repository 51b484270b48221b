import type { TitleFieldProps } from '@rjsf/utils';
import { Flex, Typography } from 'antd';
import { palette } from '@/lib/palette';

/**
 * Heading of a group of fields (a nested object such as 혜택), left-aligned above its fields,
 * with the "입력하기 / 입력 안 함" control of an optional group beside it.
 */
export function SectionTitle({ id, title, required, optionalDataControl }: TitleFieldProps) {
  if (!title) return null;
  return (
    <Flex align="center" justify="space-between" gap={8} style={{ margin: '8px 0 12px' }}>
      <Typography.Title id={id} level={5} style={{ margin: 0, textAlign: 'start', fontSize: 15 }}>
        {title}
        {required ? (
          <span aria-hidden style={{ color: palette.error, marginInlineStart: 4 }}>
            *
          </span>
        ) : null}
      </Typography.Title>
      {optionalDataControl}
    </Flex>
  );
}
