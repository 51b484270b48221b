/**
 * The not-found state of a record screen, for an address whose record id cannot exist
 * (`/coupon/detail/abc`): said at once, without a request and never as an empty editor.
 */
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useParams } from 'react-router';
import { ResponseError } from '@/api/errors';
import { ErrorState } from '@/components/feedback/ErrorState';
import { PageHeader } from '@/components/layout/PageHeader';
import { messages } from '@/lib/messages';
import { listReturnHref } from '../list/list-return';
import { hrefOf } from './hrefs';
import type { ResourceDef } from './types';

const NOT_FOUND = new ResponseError(404, null);

export function RecordNotFound({ resource }: { readonly resource: ResourceDef }) {
  const params = useParams();
  const listHref = listReturnHref(hrefOf(resource.routes.list, params));
  return (
    <>
      <PageHeader
        title={resource.label}
        back={
          listHref ? (
            <Link to={listHref} style={{ display: 'inline-flex', gap: 6, marginBottom: 8 }}>
              <ArrowLeftOutlined aria-hidden /> {messages.common.back}
            </Link>
          ) : undefined
        }
      />
      <ErrorState error={NOT_FOUND} />
    </>
  );
}

/** Whether the address names a record this resource could have (or its "new record" word). */
export function isRecordAddress(resource: ResourceDef, value: string | undefined): boolean {
  if (value === undefined) return true;
  if (value === resource.newRecordParam) return true;
  return resource.recordIdPattern.test(value);
}
