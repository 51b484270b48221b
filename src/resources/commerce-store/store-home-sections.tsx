/** The store home's panels the fields cannot show: the rejected products, and a store not opened yet. */
import { Alert, Flex, Tag } from 'antd';
import { RejectedReasonsDocument, type RejectedReasonsQuery, type StoreInfoQuery } from '@/api/commerce/catalog';
import { LinkButton } from '@/components/navigation/LinkButton';
import { paths } from '@/config/paths';
import { payloadOf } from '@/api/envelope';
import { bindArgs, useBindings } from '@/engine/data/bindings';
import { useOperationQuery } from '@/api/data/queries';
import { graphqlRef } from '@/engine/resource/define-graphql-resource';
import type { DetailSectionProps } from '@/engine/resource/types';
import { closedForNow, storeWords as words, unavailabilityText } from './store-words';

type Info = StoreInfoQuery['storeInfo'];

const rejectedReasons = graphqlRef('commerce', RejectedReasonsDocument, { bind: { baId: 'account' } });

/** 반려된 상품 N개, each with its reason, and the way to the 판매 중지 group where they are fixed. */
export function RejectedProducts() {
  const bindings = useBindings();
  const query = useOperationQuery(rejectedReasons.key, bindArgs(rejectedReasons, bindings));
  const answer = query.data === undefined ? undefined : payloadOf<Rejected>(query.data);
  if (!answer || answer.rejectedProductCount === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={words.rejectedProducts(answer.rejectedProductCount)}
      description={
        <>
          <ul style={{ margin: '4px 0', paddingLeft: 20 }}>
            {answer.reasons.map((reason) => (
              <li key={reason.productId}>
                {reason.productName}: {reason.reason}
              </li>
            ))}
          </ul>
          <p style={{ margin: 0 }}>{words.rejectedProductsHint}</p>
        </>
      }
      action={
        <LinkButton
          size="small"
          to={paths.commerceCatalog.productList.href({ baId: bindings.account ?? '' }, { group: 'stopped' })}
        >
          {words.links.products}
        </LinkButton>
      }
    />
  );
}

type Rejected = RejectedReasonsQuery['rejectedReasons'];

/** No store yet: why one cannot be requested now, and whether the merchant asked to be told. */
export function NoStore({ record }: DetailSectionProps) {
  const info = record as Info;
  const reason = info.requestUnavailability;
  return (
    <Flex vertical gap={12} align="flex-start">
      <p style={{ margin: 0 }}>{words.none}</p>
      {reason ? <Alert type="info" showIcon title={unavailabilityText[reason]} /> : null}
      {info.openAlarmRequested && closedForNow(info) ? <Tag>{words.openAlarmRequested}</Tag> : null}
    </Flex>
  );
}
