/**
 * The read-only view screen (`r.view`): the heading, then the record's states (loading, error with
 * 다시 시도), a guard that may stand in front of it, and its notice, sections, in-place fields and
 * links. A record that holds nothing to show yet says so with the way to fill it.
 */
import { Alert, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { PageHeader } from '@/components/layout/PageHeader';
import { Panel } from '@/components/layout/Panel';
import { LinkButton } from '@/components/navigation/LinkButton';
import { useMayOpen } from '../access/write-access';
import type { ResourceDef } from '../resource/types';
import type { ViewDef, ViewLinkDef } from '../resource/view-types';
import { useViewCall } from './use-view-call';
import { ViewInlineFields } from './ViewInlineFields';
import { ViewSection } from './ViewSection';

export function ViewScreen({ resource }: { readonly resource: ResourceDef }) {
  const view = resource.view as ViewDef;
  const params = useParams();
  const call = useViewCall(view);
  const Description = view.description;
  const header = (
    <PageHeader
      title={view.title}
      description={typeof Description === 'function' ? <Description /> : Description}
      back={
        view.back ? (
          <LinkButton to={view.back.route.href(params)} type="link" size="small">
            {view.back.label}
          </LinkButton>
        ) : undefined
      }
    />
  );
  const body = () => {
    if (call.error) return <ErrorState error={call.error} onRetry={call.retry} />;
    if (call.data === undefined) return <LoadingState rows={8} />;
    const content = <ViewBody view={view} record={call.data} params={params} />;
    const Guard = view.guard;
    return Guard ? <Guard record={call.data}>{content}</Guard> : content;
  };
  return (
    <>
      {header}
      <div style={{ maxWidth: 760 }}>{body()}</div>
    </>
  );
}

type Params = Readonly<Record<string, string | undefined>>;

function ViewBody({
  view,
  record,
  params,
}: {
  readonly view: ViewDef;
  readonly record: unknown;
  readonly params: Params;
}) {
  // A section sums up the screen its link opens: a role that may not open it sees neither.
  const mayOpen = useMayOpen();
  const opens = (route: { href: (params: Params) => string } | undefined) => !route || mayOpen(route.href(params));
  const emptyLink = view.empty?.link && opens(view.empty.link.route) ? view.empty.link : undefined;
  if (view.empty?.when(record))
    return (
      <Panel>
        <EmptyState
          text={view.empty.text}
          action={emptyLink ? <ViewLink link={emptyLink} record={record} params={params} /> : undefined}
        />
      </Panel>
    );
  const notice = view.notice?.(record);
  const links = (view.links ?? []).filter((link) => (!link.visible || link.visible(record)) && opens(link.route));
  return (
    <Flex vertical gap={16}>
      {notice ? <Alert type={notice.type} showIcon role="note" title={notice.text} /> : null}
      {view.sections
        .filter((section) => (!section.visible || section.visible(record)) && opens(section.link?.route))
        .map((section, index) => (
          <ViewSection
            key={section.title ?? index}
            view={view}
            section={section}
            record={record}
            href={section.link?.route.href(params)}
          />
        ))}
      {view.inline?.length ? <ViewInlineFields view={view} record={record} /> : null}
      {links.length > 0 ? (
        <Flex gap={8} wrap>
          {links.map((link) => (
            <ViewLink key={link.label} link={link} record={record} params={params} />
          ))}
        </Flex>
      ) : null}
    </Flex>
  );
}

function ViewLink({
  link,
  record,
  params,
}: {
  readonly link: ViewLinkDef;
  readonly record: unknown;
  readonly params: Params;
}): ReactNode {
  const primary = typeof link.primary === 'function' ? link.primary(record) : link.primary;
  return (
    <LinkButton to={link.route.href(params)} {...(primary ? { type: 'primary' as const } : {})}>
      {link.label}
    </LinkButton>
  );
}
