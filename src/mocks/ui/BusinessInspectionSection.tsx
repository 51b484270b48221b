/** Demo tools → 비즈프로필 검수: approve or reject an account's pending inspection, or start over. */
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Select, Typography } from 'antd';
import { useState } from 'react';
import { getStoredBusinessAccountId } from '@/api/session';
import { toast } from '@/components/toast/toast-store';
import type { MockRuntime } from '../runtime';
import {
  DEMO_REVIEW_DECISIONS,
  DEMO_REVIEW_TARGETS,
  resetDemoInspection,
  reviewDemoInspection,
  type DemoReviewDecision,
  type DemoReviewTarget,
} from './business-inspection';

export function BusinessInspectionSection({ runtime }: { readonly runtime: MockRuntime }) {
  const queryClient = useQueryClient();
  const accounts = runtime.db.state.auth.businessAccounts;
  const stored = Number(getStoredBusinessAccountId());
  const [accountId, setAccountId] = useState(accounts.some((row) => row.id === stored) ? stored : accounts[0]?.id);
  const [target, setTarget] = useState<DemoReviewTarget>('business');
  const [decision, setDecision] = useState<DemoReviewDecision>('APPROVED');
  if (accountId === undefined) return null;
  const done = async (text: string) => {
    await queryClient.invalidateQueries();
    toast.success(text);
  };
  return (
    <section>
      <Typography.Title level={5}>비즈프로필 검수</Typography.Title>
      <Typography.Paragraph type="secondary">
        검수 담당자가 결과를 보낸 것처럼 검수 중인 요청을 승인하거나 사유를 골라 반려해요.
      </Typography.Paragraph>
      <Flex vertical gap={12}>
        <label>
          <div>계정</div>
          <Select
            style={{ width: '100%' }}
            value={accountId}
            onChange={(next: number) => setAccountId(next)}
            options={accounts.map((row) => ({ value: row.id, label: row.name }))}
          />
        </label>
        <label>
          <div>검수 종류</div>
          <Select style={{ width: '100%' }} value={target} onChange={setTarget} options={[...DEMO_REVIEW_TARGETS]} />
        </label>
        <label>
          <div>검수 결과</div>
          <Select
            style={{ width: '100%' }}
            value={decision}
            onChange={setDecision}
            options={[...DEMO_REVIEW_DECISIONS]}
          />
        </label>
        <Flex gap={8} wrap>
          <Button
            onClick={() =>
              reviewDemoInspection(runtime, accountId, target, decision)
                ? void done(decision === 'APPROVED' ? '검수를 승인했어요.' : '검수를 반려했어요.')
                : toast.warning('검수 중인 요청이 없어요.')
            }
          >
            검수 결과 보내기
          </Button>
          <Button
            onClick={() => (resetDemoInspection(runtime, accountId) ? void done('검수 전으로 되돌렸어요.') : undefined)}
          >
            검수 전으로
          </Button>
        </Flex>
      </Flex>
    </section>
  );
}
