import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  readonly title: ReactNode;
  readonly description?: ReactNode;
  /** Buttons on the right. */
  readonly extra?: ReactNode;
  readonly back?: ReactNode;
}

export function PageHeader({ title, description, extra, back }: PageHeaderProps) {
  return (
    <header style={{ marginBottom: 24 }}>
      {back}
      <Flex justify="space-between" align="center" gap={16} wrap>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 22 }}>
          {title}
        </Typography.Title>
        {extra ? <Flex gap={8}>{extra}</Flex> : null}
      </Flex>
      {description ? (
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          {description}
        </Typography.Paragraph>
      ) : null}
    </header>
  );
}
