/** The generic detail screen: the record's fields (antd Descriptions), its actions, related lists. */
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Descriptions, Flex } from 'antd';
import { useId } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { PageHeader } from '@/components/layout/PageHeader';
import { Panel } from '@/components/layout/Panel';
import { LinkButton } from '@/components/navigation/LinkButton';
import { messages } from '@/lib/messages';
import { RowActions } from '../actions/RowActions';
import { renderValue } from '../fields/display';
import { ListView } from '../list/ListView';
import { valueAt } from '../resource/record';
import type { ResourceDef } from '../resource/types';
import { InlineField } from './InlineField';
import { RelatedList } from './RelatedList';
import { useDetailController } from './use-detail-controller';

export function DetailView({ resource }: { readonly resource: ResourceDef }) {
  const controller = useDetailController(resource);
  const { def, record, listHref } = controller;
  const sectionIds = useId();
  const recordId = controller.id;
  const back = listHref ? (
    <Link to={listHref} style={{ display: 'inline-flex', gap: 6, marginBottom: 8 }}>
      <ArrowLeftOutlined aria-hidden /> {messages.common.back}
    </Link>
  ) : undefined;

  if (controller.gone && def.notFound)
    return (
      <>
        <PageHeader title={resource.label} back={back} />
        <EmptyState text={def.notFound} />
      </>
    );
  // A failed refetch of a record already shown keeps it on screen (and what is typed in its inline
  // fields mounted) with the error above it; only a record never loaded is replaced by the error.
  if (controller.error && controller.loading) {
    return (
      <>
        <PageHeader title={resource.label} back={back} />
        <ErrorState error={controller.error} onRetry={controller.retry} />
      </>
    );
  }
  if (controller.loading) return <LoadingState rows={10} />;

  return (
    <>
      <PageHeader
        title={controller.title}
        description={controller.description}
        back={back}
        extra={
          <Flex gap={8} wrap>
            {controller.links.map((link) => (
              <LinkButton key={link.label} to={link.href} {...(link.primary ? { type: 'primary' } : {})}>
                {link.label}
              </LinkButton>
            ))}
            <RowActions
              resource={resource}
              actions={def.actions}
              row={record}
              id={controller.id}
              recordLabel={controller.title}
              size="middle"
              {...(controller.editHref ? { editHref: controller.editHref } : {})}
              onDeleted={controller.onDeleted}
            />
          </Flex>
        }
      />
      {controller.error ? <ErrorState error={controller.error} onRetry={controller.retry} compact /> : null}
      <Flex vertical gap={16}>
        {controller.fields.length > 0 ? (
          <Panel {...(def.fieldsTitle ? { title: def.fieldsTitle, titleId: `${sectionIds}-fields` } : {})}>
            <Descriptions
              column={{ xs: 1, md: 2 }}
              bordered
              size="middle"
              items={controller.fields.map((field) => {
                const inline = def.inline?.find((candidate) => candidate.field === field.path);
                return {
                  key: field.path,
                  label: field.title,
                  span: field.kind === 'longText' || inline ? 'filled' : 1,
                  children: inline ? (
                    <InlineField
                      def={inline}
                      id={controller.id}
                      value={valueAt(record, field.path)}
                      label={field.title}
                    />
                  ) : (
                    <>
                      {field.render
                        ? field.render(valueAt(record, field.path), record)
                        : renderValue(valueAt(record, field.path), field, 'block')}
                      {field.note ? <span> {field.note(record)}</span> : null}
                    </>
                  ),
                };
              })}
            />
          </Panel>
        ) : null}
        {recordId !== undefined || def.document
          ? def.sections
              ?.filter((section) => !section.visible || section.visible(record))
              .map((section, index) =>
                section.bare ? (
                  <section.component key={section.title ?? index} record={record} id={recordId ?? ''} />
                ) : (
                  <Panel
                    key={section.title ?? index}
                    {...(section.title ? { title: section.title, titleId: `${sectionIds}-${index}` } : {})}
                  >
                    <section.component record={record} id={recordId ?? ''} />
                  </Panel>
                ),
              )
          : null}
      </Flex>
      {def.related.map((related) =>
        related.kind === 'rows' ? (
          <RelatedList key={related.op.key} def={related} />
        ) : (
          <ListView key={related.resource.name} resource={related.resource} embedded={{ title: related.title }} />
        ),
      )}
    </>
  );
}
