/** Figures above a list (전체 리뷰 12개 · 답글 없는 리뷰 3개), as a description list screen readers read in pairs. */
import { Flex } from 'antd';
import type { SummaryFigure } from '../resource/types';

export function SummaryFigures({ figures }: { readonly figures: readonly SummaryFigure[] }) {
  if (figures.length === 0) return null;
  return (
    <Flex component="dl" gap={32} wrap style={{ margin: '0 0 16px' }} aria-label="요약">
      {figures.map((figure) => (
        <div key={figure.label}>
          <dt className="muted" style={{ fontSize: 13 }}>
            {figure.label}
          </dt>
          <dd style={{ margin: 0, fontSize: 20, fontWeight: 600 }}>{figure.value}</dd>
        </div>
      ))}
    </Flex>
  );
}
