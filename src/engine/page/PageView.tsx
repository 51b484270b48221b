/** A page of panels (page/types.ts): its heading and links, the gate's answer, then each panel on its own. */
import { Alert } from 'antd';
import { useParams } from 'react-router';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { PageHeader } from '@/components/layout/PageHeader';
import { BackLink } from '@/components/navigation/BackLink';
import { useBindings } from '../data/bindings';
import { RelatedList } from '../detail/RelatedList';
import { FiguresPanel, LinksPanel, PageLinks, ViewPanel } from './panels';
import { usePanelReads } from './panel-reads';
import type { PageDef, PageGateDef, PanelDef } from './types';

export function PageView({ page }: { readonly page: PageDef }) {
  const params = useParams();
  const gate = useGate(page.gate);
  const back = page.back ? <BackLink to={page.back.route.href(params)} label={page.back.label} /> : undefined;
  const held = page.gate?.holdsPanels && !gate.allows;
  return (
    <>
      <PageHeader
        title={page.title}
        description={page.description}
        back={back}
        extra={page.links ? <PageLinks links={page.links} allows={gate.allows} /> : undefined}
      />
      {gate.view}
      {held ? null : page.panels.map((panel, index) => <PagePanel key={index} panel={panel} allows={gate.allows} />)}
    </>
  );
}

function PagePanel({ panel, allows }: { readonly panel: PanelDef; readonly allows: boolean }) {
  switch (panel.kind) {
    case 'view':
      return <ViewPanel panel={panel} />;
    case 'links':
      return <LinksPanel panel={panel} allows={allows} />;
    case 'figures':
      return <FiguresPanel panel={panel} />;
    case 'rows':
      return <RelatedList def={panel.rows} />;
  }
}

/**
 * The gate's answer: whether gated links and held panels show, and what the page says meanwhile.
 * A page it holds shows loading and errors in full; another page only a compact error.
 */
function useGate(gate: PageGateDef | undefined) {
  const bindings = useBindings();
  const answer = usePanelReads(gate ? { gate: gate.read } : {}, bindings);
  if (!gate) return { allows: true, view: null };
  if (answer.state === 'failed')
    return {
      allows: false,
      view: <ErrorState error={answer.error} onRetry={answer.retry} compact={!gate.holdsPanels} />,
    };
  if (answer.state === 'loading') return { allows: false, view: gate.holdsPanels ? <LoadingState rows={6} /> : null };
  const reason = gate.blocked(answer.data.gate);
  if (reason === undefined) return { allows: true, view: null };
  return {
    allows: false,
    view: <Alert type="warning" showIcon role="note" title={gate.title} description={reason || undefined} />,
  };
}
