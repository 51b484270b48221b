/**
 * The brand coupon of this account as a brand's branch (spec 001 §7 branch metadata): which coupon
 * is attached, attach another one (only coupons still valid are offered by the server) or detach it.
 */
import { Alert, Button, Flex, Select, Typography } from 'antd';
import { useId, useState } from 'react';
import { useCurrentAccount } from '@/api/current-account';
import type { BranchMetadata } from '@/api/branches';
import { BusyButton } from '@/components/actions/BusyButton';
import { errorMessage } from '@/components/feedback/error-message';
import { toast } from '@/components/toast/toast-store';
import { ConfirmDialog } from '@/engine/actions/ConfirmDialog';
import { useWriteGuard } from '@/engine/access/write-access';
import { useOperationMutation } from '@/api/data/queries';
import { formatDate } from '@/lib/format';
import { branchCopy as text } from './branch-copy';

export function BrandCoupon({ data: { metadata } }: { readonly data: { readonly metadata: BranchMetadata } }) {
  const account = useCurrentAccount();
  // Each refreshes the business account's calls, this panel's among them.
  const attach = useOperationMutation('business-account.attachBrandCoupon');
  const detach = useOperationMutation('business-account.detachBrandCoupon');
  const [picked, setPicked] = useState<number | undefined>(undefined);
  const [confirmDetach, setConfirmDetach] = useState(false);
  const guard = useWriteGuard('change');
  const pickId = useId();
  const attached = metadata.brandCoupon;
  const choices = metadata.availableBrandCoupons.filter((coupon) => coupon.id !== attached?.id);

  const attachPicked = async () => {
    if (picked === undefined) return;
    try {
      await attach.mutateAsync({ account, query: { brandCouponId: picked } });
      setPicked(undefined);
      toast.success(text.attached);
    } catch {
      // Said under the picker (attach.error).
    }
  };
  return (
    <Flex vertical gap={12}>
      <Typography.Text strong>
        {text.brandOf(metadata.brandName, metadata.branchName, metadata.originBranchId)}
      </Typography.Text>
      <Flex gap={8} align="center" wrap>
        <span>
          {attached
            ? `${text.couponAttached(attached.name)} (${text.couponExpires(formatDate(attached.expiresAt))})`
            : text.couponNone}
        </span>
        {attached ? (
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
            placeholder={text.couponPlaceholder}
            options={choices.map((coupon) => ({
              value: coupon.id,
              label: `${coupon.name} · ${text.couponExpires(formatDate(coupon.expiresAt))}`,
            }))}
            disabled={guard.blocked}
          />
          <BusyButton
            busy={attach.isPending}
            disabled={picked === undefined || guard.blocked}
            onClick={() => void attachPicked()}
          >
            {text.attach}
          </BusyButton>
        </Flex>
      )}
      {attach.error ? <Alert type="error" role="alert" showIcon title={errorMessage(attach.error)} /> : null}
      {guard.reason ? <Typography.Text type="secondary">{guard.reason}</Typography.Text> : null}
      <ConfirmDialog
        open={confirmDetach}
        title={text.detachTitle}
        body={attached ? text.detachBody(attached.name) : ''}
        okText={text.detach}
        danger
        onConfirm={async () => {
          await detach.mutateAsync({ account });
          toast.success(text.detached);
        }}
        onClose={() => setConfirmDetach(false)}
      />
    </Flex>
  );
}
