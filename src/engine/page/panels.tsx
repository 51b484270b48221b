/** The panels of a page: a resource's view of its reads, links on, and figures. */
import { Flex, Statistic, Typography } from 'antd';
import { useId, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { Panel } from '@/components/layout/Panel';
import { LinkButton } from '@/components/navigation/LinkButton';
import { formatNumber } from '@/lib/format';
import { useBindings } from '../data/bindings';
import { usePanelReads, type ReadsState } from './panel-reads';
import type { FiguresPanelDef, LinksPanelDef, PageLinkDef, ViewPanelDef } from './types';

const SPACED = { marginTop: 16 } as const;

function Titled({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  const id = useId();
  return (
    <Panel title={title} titleId={id} style={SPACED}>
      {children}
    </Panel>
  );
}

/** Loading, the failure with 다시 시도 (or the 404's sentence), else what `ready` draws. */
function ReadsBody({
  reads,
  rows,
  ready,
}: {
  readonly reads: ReadsState;
  readonly rows: number;
  readonly ready: (data: Readonly<Record<string, unknown>>) => ReactNode;
}) {
  if (reads.state === 'loading') return <LoadingState rows={rows} />;
  if (reads.state === 'failed')
    return reads.missing ? (
      <Typography.Paragraph type="secondary">{reads.missing}</Typography.Paragraph>
    ) : (
      <ErrorState error={reads.error} onRetry={reads.retry} compact />
    );
  return ready(reads.data);
}

export function ViewPanel({ panel }: { readonly panel: ViewPanelDef }) {
  const reads = usePanelReads(panel.reads, useBindings());
  const body = <ReadsBody reads={reads} rows={5} ready={(data) => <panel.component data={data} />} />;
  return panel.title ? <Titled title={panel.title}>{body}</Titled> : body;
}

export function LinksPanel({ panel, allows }: { readonly panel: LinksPanelDef; readonly allows: boolean }) {
  return (
    <Titled title={panel.title}>
      <Flex gap={8} wrap>
        <PageLinks links={panel.links} allows={allows} />
      </Flex>
    </Titled>
  );
}

/** Links to other screens of the account, filled from the route's parameters; gated ones only when the gate allows. */
export function PageLinks({ links, allows }: { readonly links: readonly PageLinkDef[]; readonly allows: boolean }) {
  const params = useParams();
  return (
    <>
      {links
        .filter((link) => !link.gated || allows)
        .map((link) => (
          <LinkButton key={link.label} to={link.route.href(params)} {...(link.primary ? { type: 'primary' } : {})}>
            {link.label}
          </LinkButton>
        ))}
    </>
  );
}

export function FiguresPanel({ panel }: { readonly panel: FiguresPanelDef }) {
  const reads = usePanelReads(
    Object.fromEntries(panel.figures.map((figure) => [figure.label, figure.read])),
    useBindings(),
  );
  return (
    <Titled title={panel.title}>
      <ReadsBody
        reads={reads}
        rows={1}
        ready={(data) => (
          <Flex gap={40} wrap>
            {panel.figures.map((figure) => (
              <Statistic
                key={figure.label}
                title={figure.label}
                value={formatNumber(figure.value(data[figure.label]))}
                {...(figure.unit ? { suffix: figure.unit } : {})}
              />
            ))}
          </Flex>
        )}
      />
    </Titled>
  );
}
