/**
 * The brand coupon of this account as a brand's branch (spec 001 §7 branch metadata): which coupon
 * is attached, attach another one (only coupons still valid are offered by the server) or detach it.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Select, Typography } from 'antd';
import { useId, useState } from 'react';
import { callApi } from '@/api/operations';
import { errorStatus } from '@/api/errors';
import { serviceQueryKey } from '@/api/data/keys';
import { BusyButton } from '@/components/actions/BusyButton';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { errorMessage } from '@/components/feedback/error-message';
import { Panel } from '@/components/layout/Panel';
import { toast } from '@/components/toast/toast-store';
import { ConfirmDialog } from '@/engine/actions/ConfirmDialog';
import { useWriteGuard } from '@/engine/access/write-access';
import { formatDate } from '@/lib/format';
import { branchCopy as text } from './branch-copy';
import { branchMetadataQuery } from './branch-queries';

export function BrandCouponPanel({ account }: { readonly account: string }) {
  const queryClient = useQueryClient();
  const metadata = useQuery(branchMetadataQuery(queryClient, account));
  const [picked, setPicked] = useState<number | undefined>(undefined);
  const [attaching, setAttaching] = useState(false);
  const [attachError, setAttachError] = useState<unknown>(null);
  const [confirmDetach, setConfirmDetach] = useState(false);
  const guard = useWriteGuard('change');
  const pickId = useId();

  const refresh = () => queryClient.invalidateQueries({ queryKey: serviceQueryKey('business-account') });

  const body = () => {
    if (metadata.error)
      return errorStatus(metadata.error) === 404 ? (
        <Typography.Paragraph type="secondary">{text.couponNotBranch}</Typography.Paragraph>
      ) : (
        <ErrorState error={metadata.error} onRetry={() => void metadata.refetch()} compact />
      );
    if (!metadata.data) return <LoadingState rows={2} />;
    const data = metadata.data;
    const choices = data.availableBrandCoupons.filter((coupon) => coupon.id !== data.brandCoupon?.id);
    const attach = async () => {
      if (picked === undefined) return;
      setAttaching(true);
      setAttachError(null);
      try {
        await callApi('business-account.attachBrandCoupon', { account, query: { brandCouponId: picked } });
        await refresh();
        setPicked(undefined);
        toast.success(text.attached);
      } catch (error) {
        setAttachError(error);
      } finally {
        setAttaching(false);
      }
    };
    return (
      <Flex vertical gap={12}>
        <Typography.Text strong>{text.brandOf(data.brandName, data.branchName, data.originBranchId)}</Typography.Text>
        <Flex gap={8} align="center" wrap>
          <span>
            {data.brandCoupon
              ? `${text.couponAttached(data.brandCoupon.name)} (${text.couponExpires(formatDate(data.brandCoupon.expiresAt))})`
              : text.couponNone}
          </span>
          {data.brandCoupon ? (
            <Button danger size="small" {...guard.props} onClick={() => setConfirmDetach(true)}>
              {text.detach}
            </Button>
          ) : null}
        </Flex>
        {choices.length === 0 ? (
          <Typography.Text type="secondary">{text.couponNoChoices}</Typography.Text>
        ) : (
          <Flex gap={8} align="center" wrap>
            <label htmlFor={pickId}>{text.couponPick}</label>
            <Select
              id={pickId}
              style={{ minWidth: 260 }}
              value={picked}
              onChange={(value: number) => setPicked(value)}
              placeholder="쿠폰을 골라 주세요"
              options={choices.map((coupon) => ({
                value: coupon.id,
                label: `${coupon.name} · ${text.couponExpires(formatDate(coupon.expiresAt))}`,
              }))}
              disabled={guard.blocked}
            />
            <BusyButton busy={attaching} disabled={picked === undefined || guard.blocked} onClick={() => void attach()}>
              {text.attach}
            </BusyButton>
          </Flex>
        )}
        {attachError ? <Alert type="error" role="alert" showIcon title={errorMessage(attachError)} /> : null}
        {guard.reason ? <Typography.Text type="secondary">{guard.reason}</Typography.Text> : null}
        <ConfirmDialog
          open={confirmDetach}
          title={text.detachTitle}
          body={data.brandCoupon ? text.detachBody(data.brandCoupon.name) : ''}
          okText={text.detach}
          danger
          onConfirm={async () => {
            await callApi('business-account.detachBrandCoupon', { account });
            await refresh();
            toast.success(text.detached);
          }}
          onClose={() => setConfirmDetach(false)}
        />
      </Flex>
    );
  };

  return (
    <Panel title={text.couponTitle} titleId="brand-coupon-title">
      {body()}
    </Panel>
  );
}
