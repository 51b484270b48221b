import { Flex } from 'antd';
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
        <h1 className="page-title">{title}</h1>
        {extra ? <Flex gap={8}>{extra}</Flex> : null}
      </Flex>
      {description ? <p className="page-description">{description}</p> : null}
    </header>
  );
}
