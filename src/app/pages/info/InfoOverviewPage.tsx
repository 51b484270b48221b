/**
 * /profile/{baId}/info: the profile's info at a glance, by group (기본 정보, 소개와 사진, 계정
 * 정보, 사업자 정보): what is filled and what is missing, each group linking to its page.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Flex, Progress, Tag } from 'antd';
import { useParams } from 'react-router';
import { accountOfParams } from '@/api/current-account';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { PageHeader } from '@/components/layout/PageHeader';
import { Panel } from '@/components/layout/Panel';
import { LinkButton } from '@/components/navigation/LinkButton';
import { paths } from '@/config/paths';
import { infoMessages } from '@/lib/info-messages';
import { hoursManagementMessages } from '@/lib/hours-management-messages';
import { completionPercent, profileParts } from '@/api/profile-completeness';
import { accountQuery, additionalInformationQuery, availableCouponsQuery, extraQuery } from './info-queries';
import { infoGroups, type InfoGroup, type InfoGroupKey } from './info-rules';

const text = infoMessages.overview;
const partLabels = hoursManagementMessages.management.tasks;

const PAGE_OF: Record<InfoGroupKey, { href: (params: { baId: string }) => string }> = {
  base: paths.info.baseInfo,
  introduction: paths.info.introductionInfo,
  account: paths.info.baInfo,
  business: paths.info.businessInfo,
};

export function InfoOverviewPage() {
  const baId = accountOfParams(useParams()) ?? '';
  const queryClient = useQueryClient();
  const account = useQuery(accountQuery(queryClient, baId));
  const business = useQuery(additionalInformationQuery(queryClient, baId));
  const extra = useQuery(extraQuery(queryClient, baId));
  const coupons = useQuery(availableCouponsQuery(queryClient, baId));

  const body = () => {
    if (account.error) return <ErrorState error={account.error} onRetry={() => void account.refetch()} />;
    if (!account.data) return <LoadingState rows={10} />;
    const groups = infoGroups(account.data, business.data);
    return (
      <Flex vertical gap={16}>
        <Panel>
          {extra.error ? (
            <ErrorState compact error={extra.error} onRetry={() => void extra.refetch()} />
          ) : !extra.data || coupons.isPending ? (
            <LoadingState rows={1} />
          ) : (
            <Completeness
              baId={baId}
              parts={profileParts({
                account: account.data,
                pricingCount: extra.data.pricingCount,
                postCount: extra.data.postCount,
                availableCoupons: coupons.data?.total_count,
              })}
            />
          )}
        </Panel>
        {groups.map((group) => (
          <GroupPanel
            key={group.key}
            group={group}
            href={PAGE_OF[group.key].href({ baId })}
            error={group.key === 'business' ? business.error : null}
            onRetry={() => void business.refetch()}
            loading={group.key === 'business' && business.isPending && !business.error}
          />
        ))}
      </Flex>
    );
  };

  return (
    <>
      <PageHeader title={text.title} description={text.intro} />
      <div style={{ maxWidth: 760 }}>{body()}</div>
    </>
  );
}

/** 프로필 완성도: the same parts, done or not, as 프로필 관리's checklist (one model). */
function Completeness({ baId, parts }: { readonly baId: string; readonly parts: ReturnType<typeof profileParts> }) {
  const percent = completionPercent(parts);
  const left = parts.filter((part) => !part.done).map((part) => partLabels[part.key]);
  return (
    <Flex align="center" gap={16} wrap>
      <Progress type="circle" size={56} percent={percent} aria-hidden />
      <div style={{ flex: '1 1 240px' }}>
        <strong>{text.completion(percent)}</strong>
        <p style={{ margin: 0 }}>{text.partsDone(parts.length - left.length, parts.length, left)}</p>
      </div>
      <LinkButton to={paths.hoursManagement.management.href({ baId })}>{text.toManagement}</LinkButton>
    </Flex>
  );
}

function GroupPanel({
  group,
  href,
  error,
  onRetry,
  loading,
}: {
  readonly group: InfoGroup;
  readonly href: string;
  readonly error: unknown;
  readonly onRetry: () => void;
  readonly loading: boolean;
}) {
  const titleId = `info-group-${group.key}`;
  const missing = group.items.some((entry) => entry.state === 'missing');
  return (
    <Panel
      titleId={titleId}
      title={
        <Flex justify="space-between" align="center" gap={8}>
          <span>{group.title}</span>
          <LinkButton to={href} size="small" type={missing && group.key !== 'business' ? 'primary' : 'default'}>
            <span className="visually-hidden">{group.title} </span>
            {group.key === 'business' ? text.view : missing ? text.fill : text.edit}
          </LinkButton>
        </Flex>
      }
    >
      {error ? (
        <ErrorState compact error={error} onRetry={onRetry} />
      ) : loading ? (
        <LoadingState rows={1} />
      ) : (
        <dl className="info-items" style={{ margin: 0 }}>
          {group.items.map((entry) => (
            <Flex key={entry.key} gap={12} style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}>
              <dt style={{ width: 96, flex: 'none', color: '#595959' }}>{entry.label}</dt>
              <dd style={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                {entry.state === 'missing' ? <Tag color="orange">{text.missing}</Tag> : entry.value}
              </dd>
            </Flex>
          ))}
        </dl>
      )}
    </Panel>
  );
}
