/** Demo tools → 커머스 스토어: store status, reviewing a store request, passing product inspection. */
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Select, Typography } from 'antd';
import { useState } from 'react';
import { getStoredBusinessAccountId } from '@/api/session';
import { toast } from '@/components/toast/toast-store';
import type { MockRuntime } from '../runtime';
import {
  DEMO_STORE_STATUSES,
  demoStoreStatusOf,
  passDemoProductInspection,
  reviewDemoStoreRequest,
  setDemoStoreStatus,
} from './commerce-store';

export function CommerceStoreSection({ runtime }: { readonly runtime: MockRuntime }) {
  const queryClient = useQueryClient();
  const accounts = runtime.db.state.auth.businessAccounts;
  const stored = Number(getStoredBusinessAccountId());
  const [accountId, setAccountId] = useState(accounts.some((row) => row.id === stored) ? stored : accounts[0]?.id);
  const [, refresh] = useState(0);
  if (accountId === undefined) return null;
  const status = demoStoreStatusOf(runtime, accountId);
  const done = async (text: string) => {
    refresh((count) => count + 1);
    await queryClient.invalidateQueries({ queryKey: ['commerce'] });
    toast.success(text);
  };
  return (
    <section>
      <Typography.Title level={5}>커머스 스토어</Typography.Title>
      <Typography.Paragraph type="secondary">
        운영팀이 한 것처럼 스토어 상태를 바꾸거나 입점 신청을 심사하고, 상품 검수를 끝내요.
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
        {status ? (
          <label>
            <div>스토어 상태</div>
            <Select
              style={{ width: '100%' }}
              value={status}
              onChange={(next: (typeof DEMO_STORE_STATUSES)[number]['value']) => {
                setDemoStoreStatus(runtime, accountId, next);
                void done('스토어 상태를 바꿨어요.');
              }}
              options={[...DEMO_STORE_STATUSES]}
            />
          </label>
        ) : null}
        <Flex gap={8} wrap>
          <Button
            onClick={() =>
              reviewDemoStoreRequest(runtime, accountId, 'APPROVED')
                ? void done('입점 신청을 승인했어요.')
                : toast.warning('심사 중인 입점 신청이 없어요.')
            }
          >
            입점 승인
          </Button>
          <Button
            onClick={() =>
              reviewDemoStoreRequest(runtime, accountId, 'REJECTED')
                ? void done('입점 신청을 반려했어요.')
                : toast.warning('심사 중인 입점 신청이 없어요.')
            }
          >
            입점 반려
          </Button>
          <Button
            onClick={() => {
              const count = passDemoProductInspection(runtime, accountId);
              if (count === 0) toast.warning('검수 중인 상품이 없어요.');
              else void done(`상품 ${count}개의 검수를 끝냈어요.`);
            }}
          >
            상품 검수 통과
          </Button>
        </Flex>
      </Flex>
    </section>
  );
}
