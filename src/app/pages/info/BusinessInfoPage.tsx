/**
 * /profile/{baId}/info/business-info: the business registration the account was verified with
 * (number, name, representative, tax type, opening day, mail-order number). It changes only
 * through the inspection, so the page reads it and leads to the inspection.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Flex } from 'antd';
import { useParams } from 'react-router';
import { accountOfParams } from '@/api/current-account';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { PageHeader } from '@/components/layout/PageHeader';
import { Panel } from '@/components/layout/Panel';
import { LinkButton } from '@/components/navigation/LinkButton';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { infoMessages } from '@/lib/info-messages';
import { additionalInformationQuery } from './info-queries';
import { businessNumberText, businessTypeLabel } from './business-format';

const text = infoMessages.business;

export function BusinessInfoPage() {
  const baId = accountOfParams(useParams()) ?? '';
  const queryClient = useQueryClient();
  const info = useQuery(additionalInformationQuery(queryClient, baId));
  const inspectionLink = (
    <LinkButton to={paths.inspection.status.href({ baId })} type="primary">
      {text.inspection}
    </LinkButton>
  );

  const body = () => {
    if (info.error) return <ErrorState error={info.error} onRetry={() => void info.refetch()} />;
    if (!info.data) return <LoadingState rows={6} />;
    const registration = info.data.businessRegistration;
    if (!registration)
      return (
        <Panel>
          <EmptyState text={`${text.empty} ${text.emptyHint}`} action={inspectionLink} />
        </Panel>
      );
    const rows: [string, string][] = [
      ['사업자등록번호', businessNumberText(registration.businessNumber)],
      ['상호', registration.companyName],
      ['대표자', registration.representativeName],
      ['사업자 유형', businessTypeLabel(registration.businessType)],
      ['개업일', formatDate(registration.openedOn)],
      ['통신판매업 신고번호', info.data.mailOrderSaleRegistrationNumber ?? text.mailOrderMissing],
    ];
    return (
      <Flex vertical gap={16}>
        <Alert
          type={info.data.verified ? 'success' : 'info'}
          showIcon
          role="note"
          title={info.data.verified ? text.verified : text.notVerified}
        />
        <Panel>
          <dl style={{ margin: 0 }}>
            {rows.map(([label, value]) => (
              <Flex key={label} gap={12} style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}>
                <dt style={{ width: 140, flex: 'none', color: '#595959' }}>{label}</dt>
                <dd style={{ margin: 0 }}>{value}</dd>
              </Flex>
            ))}
          </dl>
        </Panel>
        {info.data.verified ? (
          <Flex>
            <LinkButton to={paths.inspection.status.href({ baId })}>{text.change}</LinkButton>
          </Flex>
        ) : (
          inspectionLink
        )}
      </Flex>
    );
  };

  return (
    <>
      <PageHeader
        title={text.title}
        description={text.intro}
        back={
          <LinkButton to={paths.info.overview.href({ baId })} type="link" size="small">
            {infoMessages.overview.back}
          </LinkButton>
        }
      />
      <div style={{ maxWidth: 760 }}>{body()}</div>
    </>
  );
}
