/**
 * One panel of a view: its title with a link to where its values are changed (입력하기 while one
 * is missing, the main way on then; else 수정하기; 보기 to a role that may not save there), and its
 * labelled values or its component.
 */
import { Flex } from 'antd';
import { useId, useMemo } from 'react';
import { Panel } from '@/components/layout/Panel';
import { LinkButton } from '@/components/navigation/LinkButton';
import { messages } from '@/lib/messages';
import { useMaySaveAt } from '../access/write-access';
import { useOperationDetail } from '../data/schemas';
import { fieldAt } from '../schema/describe-fields';
import { payloadSchemaOf } from '../schema/operation-schemas';
import type { ViewDef, ViewSectionDef } from '../resource/view-types';
import { viewItems, ViewItems } from './ViewItems';

export function ViewSection({
  view,
  section,
  record,
  href,
}: {
  readonly view: ViewDef;
  readonly section: ViewSectionDef;
  readonly record: unknown;
  readonly href: string | undefined;
}) {
  const titleId = useId();
  const detail = useOperationDetail(view.op.key);
  const items = useMemo(() => {
    const schema = payloadSchemaOf(detail.data) ?? {};
    return viewItems(section.fields ?? [], record, (path) => fieldAt(schema, path));
  }, [detail.data, section.fields, record]);
  const missing = items.some((item) => item.missing);
  const maySaveAt = useMaySaveAt();
  const Component = section.component;
  const link = section.link;
  const readOnly = href !== undefined && !maySaveAt(href);
  const fill = missing && link?.missingLabel !== undefined && !readOnly;
  const label = readOnly ? messages.common.view : fill ? link?.missingLabel : link?.label;
  const title =
    link && href ? (
      <Flex justify="space-between" align="center" gap={8}>
        <span>{section.title}</span>
        <LinkButton to={href} size="small" {...(fill ? { type: 'primary' as const } : {})}>
          <span className="visually-hidden">{section.title} </span>
          {label}
        </LinkButton>
      </Flex>
    ) : (
      section.title
    );
  return (
    <Panel {...(section.title ? { title, titleId } : {})}>
      {section.fields ? (
        <ViewItems items={items} {...(view.missingLabel ? { missingLabel: view.missingLabel } : {})} />
      ) : null}
      {Component ? <Component record={record} /> : null}
    </Panel>
  );
}
