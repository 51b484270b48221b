/** The generic detail screen: the record's fields (antd Descriptions), its actions, related lists. */
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Descriptions } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { payloadOf } from '@/api/envelope';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { PageHeader } from '@/components/layout/PageHeader';
import { Panel } from '@/components/layout/Panel';
import { messages } from '@/lib/messages';
import { RowActions } from '../actions/RowActions';
import { idPath, useOperationQuery } from '../data/queries';
import { useOperationDetail } from '../data/schemas';
import { isEmptyValue, renderValue } from '../fields/display';
import { describeFields, fieldAt } from '../schema/describe-fields';
import { payloadSchemaOf } from '../schema/operation-schemas';
import { hrefOf, recordHref } from '../resource/hrefs';
import { labelOf, valueAt } from '../resource/record';
import type { DetailDef, ResourceDef } from '../resource/types';
import { RelatedList } from './RelatedList';

export function DetailView({ resource }: { readonly resource: ResourceDef }) {
  const def = resource.detail as DetailDef;
  const params = useParams();
  const navigate = useNavigate();
  const id = resource.routeParam ? params[resource.routeParam] : undefined;
  const detail = useOperationDetail(def.op.key);
  const query = useOperationQuery(def.op.key, { path: idPath(def.op.key, id) }, { enabled: id !== undefined });
  const listHref = hrefOf(resource.routes.list, params);
  const back = listHref ? (
    <Link to={listHref} style={{ display: 'inline-flex', gap: 6, marginBottom: 8 }}>
      <ArrowLeftOutlined aria-hidden /> {messages.common.back}
    </Link>
  ) : undefined;

  if (query.error || detail.error) {
    return (
      <>
        <PageHeader title={resource.label} back={back} />
        <ErrorState error={query.error ?? detail.error} onRetry={() => void query.refetch()} />
      </>
    );
  }
  if (query.isLoading || detail.isLoading || query.data === undefined) return <LoadingState rows={10} />;

  const record = payloadOf(query.data);
  const schema = payloadSchemaOf(detail.data);
  const fields = (
    def.fields
      ? def.fields.map((path) => fieldAt(schema ?? {}, path)).filter((field) => field !== undefined)
      : describeFields(schema ?? {})
  )
    // A field that applies under a condition only (a coupon's 할인율) is left out where it does not.
    .filter((field) => !field.conditional || !isEmptyValue(valueAt(record, field.path)));
  const title = labelOf(valueAt(record, 'name') ?? valueAt(record, 'title'), resource.label);
  const editHref = resource.update && id ? recordHref(resource, 'edit', params, id) : undefined;

  return (
    <>
      <PageHeader
        title={title}
        back={back}
        extra={
          <RowActions
            resource={resource}
            actions={def.actions}
            row={record}
            id={id}
            recordLabel={title}
            size="middle"
            {...(editHref ? { editHref } : {})}
            onDeleted={() => {
              if (listHref) void navigate(listHref);
            }}
          />
        }
      />
      <Panel>
        <Descriptions
          column={{ xs: 1, md: 2 }}
          bordered
          size="middle"
          items={fields.map((field) => ({
            key: field.path,
            label: field.title,
            span: field.kind === 'longText' ? 'filled' : 1,
            children: renderValue(valueAt(record, field.path), field, 'block'),
          }))}
        />
      </Panel>
      {def.related.map((related) => (
        <RelatedList key={related.op.key} def={related} parentId={id} />
      ))}
    </>
  );
}
