/**
 * `/profile/{baId}/store`: the store's status, the store request's status, and the ways to its
 * settings, products, orders and settlement. Without a store: the request's state, why a store
 * cannot be requested now, and the next step (request, continue, or ask to be told).
 */
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Flex, Tag } from 'antd';
import type { StoreInfoQuery } from '@/api/commerce/catalog';
import { useCurrentAccount } from '@/api/current-account';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { PageHeader } from '@/components/layout/PageHeader';
import { Panel } from '@/components/layout/Panel';
import { LinkButton } from '@/components/navigation/LinkButton';
import { paths } from '@/config/paths';
import { formatDate, formatWon } from '@/lib/format';
import {
  catalogCopy,
  regionTypeLabel,
  requestStatusLabel,
  requestStatusText,
  storeStatusLabel,
  storeStatusText,
  unavailabilityText,
} from '../copy';
import { rejectedReasonsQuery, storeInfoQuery } from '../queries';
import { requestStepHref, resumeRequestStep } from '../request/request-steps';
import { OpenAlarmButton } from './OpenAlarmButton';

const copy = catalogCopy.store;

type Info = StoreInfoQuery['storeInfo'];
type Store = NonNullable<Info['store']>;

const STATUS_COLOR: Record<string, string> = {
  ACTIVE: 'green',
  PENDING: 'blue',
  INACTIVE: 'default',
  BLOCKED: 'red',
  REJECTED: 'orange',
  DELETED: 'default',
  REQUESTED: 'blue',
  APPROVED: 'green',
};

export function StoreHomePage() {
  const account = useCurrentAccount();
  const query = useQuery(storeInfoQuery(account));
  return (
    <>
      <PageHeader title={copy.title} description={query.data?.store?.name} />
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.store ? (
        <StoreView baId={account ?? ''} store={query.data.store} info={query.data} />
      ) : (
        <NoStoreView baId={account ?? ''} info={query.data} />
      )}
    </>
  );
}

function StoreView({ baId, store, info }: { readonly baId: string; readonly store: Store; readonly info: Info }) {
  const setting = store.deliverySetting;
  return (
    <Flex vertical gap={16}>
      <Panel title={copy.status} titleId="store-status">
        <Flex vertical gap={8}>
          <div>
            <Tag color={STATUS_COLOR[store.status]}>{storeStatusLabel[store.status]}</Tag>
            <span>{storeStatusText[store.status]}</span>
          </div>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'openedAt', label: copy.openedAt, children: formatDate(store.openedAt) },
              { key: 'min', label: copy.minConditionPrice, children: formatWon(store.minConditionPrice) },
              {
                key: 'delivery',
                label: copy.delivery,
                children: catalogCopy.delivery.summary(setting.type, setting.fee.amount, setting.freeConditionPrice),
              },
              {
                key: 'region',
                label: copy.region,
                children: setting.deliverableRegionType ? regionTypeLabel[setting.deliverableRegionType] : '-',
              },
            ]}
          />
        </Flex>
      </Panel>
      {info.storeRequest ? <RequestPanel baId={baId} info={info} /> : null}
      {store.status !== 'DELETED' ? <RejectedProducts baId={baId} /> : null}
      <Panel title={copy.manage} titleId="store-manage">
        <Flex gap={8} wrap>
          <LinkButton to={paths.commerceCatalog.deliverySetting.href({ baId })}>
            {copy.links.deliverySetting}
          </LinkButton>
          <LinkButton to={paths.commerceCatalog.minConditionPrice.href({ baId })}>
            {copy.links.minConditionPrice}
          </LinkButton>
          <LinkButton type="primary" to={paths.commerceCatalog.productList.href({ baId })}>
            {copy.links.products}
          </LinkButton>
          <LinkButton to={paths.commerceOrders.list.href({ baId })}>{copy.links.orders}</LinkButton>
          <LinkButton to={paths.commerceOrders.settlement.href({ baId })}>{copy.links.settlement}</LinkButton>
        </Flex>
      </Panel>
    </Flex>
  );
}

function RejectedProducts({ baId }: { readonly baId: string }) {
  const query = useQuery(rejectedReasonsQuery(baId));
  if (!query.data || query.data.rejectedProductCount === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={copy.rejectedProducts(query.data.rejectedProductCount)}
      description={
        <>
          <ul style={{ margin: '4px 0', paddingLeft: 20 }}>
            {query.data.reasons.map((reason) => (
              <li key={reason.productId}>
                {reason.productName}: {reason.reason}
              </li>
            ))}
          </ul>
          <p style={{ margin: 0 }}>{copy.rejectedProductsHint}</p>
        </>
      }
      action={
        <LinkButton size="small" to={paths.commerceCatalog.productList.href({ baId }, { group: 'stopped' })}>
          {copy.links.products}
        </LinkButton>
      }
    />
  );
}

function RequestPanel({ baId, info }: { readonly baId: string; readonly info: Info }) {
  const request = info.storeRequest;
  if (!request) return null;
  return (
    <Panel title={copy.requestStatus} titleId="store-request">
      <Flex vertical gap={8}>
        <div>
          <Tag color={STATUS_COLOR[request.status]}>{requestStatusLabel[request.status]}</Tag>
          <span>{requestStatusText[request.status]}</span>
        </div>
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'requestedAt', label: copy.requestedAt, children: formatDate(request.requestedAt) },
            ...(request.rejectInfo
              ? [
                  {
                    key: 'reject',
                    label: copy.rejectReason,
                    children: `${request.rejectInfo.reason} (${formatDate(request.rejectInfo.rejectedAt)})`,
                  },
                ]
              : []),
          ]}
        />
        {info.store === null && !info.requestUnavailability ? (
          <div>
            <LinkButton type="primary" to={requestStepHref(baId)}>
              {resumeRequestStep(baId) === 'requirements-check-list' ? copy.request : copy.continueRequest}
            </LinkButton>
          </div>
        ) : null}
      </Flex>
    </Panel>
  );
}

function NoStoreView({ baId, info }: { readonly baId: string; readonly info: Info }) {
  const reason = info.requestUnavailability;
  return (
    <Flex vertical gap={16}>
      <Panel>
        <Flex vertical gap={12} align="flex-start">
          <p style={{ margin: 0 }}>{copy.none}</p>
          {reason ? <Alert type="info" showIcon title={unavailabilityText[reason]} /> : null}
          {!reason && !info.storeRequest ? (
            <LinkButton type="primary" to={requestStepHref(baId)}>
              {copy.request}
            </LinkButton>
          ) : null}
          {reason === 'UNAVAILABLE_CATEGORY' || reason === 'UNAVAILABLE_REGION' ? (
            <OpenAlarmButton baId={baId} requested={info.openAlarmRequested} />
          ) : null}
        </Flex>
      </Panel>
      <RequestPanel baId={baId} info={info} />
    </Flex>
  );
}
