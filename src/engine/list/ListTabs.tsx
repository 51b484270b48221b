/**
 * A list's views as tabs (`ListDef.tabs`), each with its count once known (판매 중 12). Arrow keys
 * move between them. Its own module: only lists with tabs load antd's Tabs.
 */
import { Tabs } from 'antd';
import { formatNumber } from '@/lib/format';
import type { ListTabsDef } from '../resource/types';

export function ListTabs({
  def,
  active,
  counts,
  onChange,
}: {
  readonly def: ListTabsDef;
  readonly active: string | undefined;
  readonly counts: Readonly<Record<string, number | undefined>> | undefined;
  readonly onChange: (tab: string) => void;
}) {
  return (
    <Tabs
      aria-label={def.label}
      activeKey={active ?? def.default}
      onChange={onChange}
      items={def.tabs.map((tab) => {
        const count = counts?.[tab.key];
        return {
          key: tab.key,
          label:
            count === undefined ? (
              tab.label
            ) : (
              <>
                {tab.label} <span className="list-tab-count">{formatNumber(count)}</span>
              </>
            ),
        };
      })}
      style={{ marginBottom: 8 }}
    />
  );
}
