/** 프로필 완성도 on the info overview: the same parts, done or not, as 프로필 관리's checklist (one model). */
import { Flex, Progress } from 'antd';
import { useParams } from 'react-router';
import type { BusinessAccount } from '@/api/business-profile-info';
import { completionPercent, profileParts } from '@/api/profile-completeness';
import type { ProfileExtra } from '@/api/profile-management';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { LinkButton } from '@/components/navigation/LinkButton';
import { paths } from '@/config/paths';
import { useViewCall } from '@/engine/view/use-view-call';
import { hoursManagementMessages } from '@/lib/hours-management-messages';
import { infoMessages } from '@/lib/info-messages';
import { availableCouponsCall, extraCall } from './overview-calls';

const text = infoMessages.overview;
const partLabels = hoursManagementMessages.management.tasks;

export function ProfileCompleteness({ record: account }: { readonly record: BusinessAccount }) {
  const baId = useParams().baId ?? '';
  const extra = useViewCall<ProfileExtra>(extraCall);
  const coupons = useViewCall<{ total_count: number }>(availableCouponsCall);
  if (extra.error) return <ErrorState compact error={extra.error} onRetry={extra.retry} />;
  if (!extra.data || coupons.loading) return <LoadingState rows={1} />;
  const parts = profileParts({
    account,
    pricingCount: extra.data.pricingCount,
    postCount: extra.data.postCount,
    availableCoupons: coupons.data?.total_count,
  });
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
