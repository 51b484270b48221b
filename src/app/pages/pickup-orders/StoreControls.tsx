/**
 * 영업 관리 on the board: the store's operation (status, today's state, why it is stopped or was
 * rejected, the schedule) with 영업 임시 중지, and 품절 switches for the menus, in a drawer, so a
 * merchant marks something sold out without leaving the orders. Plain switches: no form library.
 */
import { Alert, Drawer, Flex, Switch, Tag } from 'antd';
import { useState } from 'react';
import { useSoldOutMenus } from '@/api/pickup-order-hooks';
import type { StoreInactiveReason, StoreOperationInfo } from '@/api/pickup-orders';
import { wrapFocus } from '@/components/dialog/wrap-focus';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { errorMessage } from '@/components/feedback/error-message';
import { toast } from '@/components/toast/toast-store';
import { formatDateTime, formatWon } from '@/lib/format';
import { REJECT_REASON_LABELS } from '../pickup/onboarding/onboarding-rules';
import { PauseButton, pausedUntilText, useStoreOperation } from './StorePause';

const OPERATION_LABELS: Readonly<Record<StoreOperationInfo['operationStatus'], string>> = {
  OPEN: '영업 중',
  BREAK_TIME: '휴게 시간',
  CLOSED: '영업 종료',
  MANUALLY_CLOSED: '영업 임시 중지',
};
const STORE_STATUS_LABELS: Readonly<Record<StoreOperationInfo['status'], string>> = {
  PENDING: '운영 준비 중',
  ACTIVE: '운영 중',
  INACTIVE: '운영 중지',
  REJECTED: '입점 반려',
};
const INACTIVE_LABELS: Readonly<Record<StoreInactiveReason, string>> = {
  KYC_REQUIRED: '대표자 본인 확인이 필요해요.',
  SETTLEMENT_ACCOUNT_REQUIRED: '정산 계좌 확인이 필요해요.',
  POLICY_VIOLATION: '운영 정책을 어겨 멈췄어요.',
  ETC: '고객센터에 문의해 주세요.',
};

const time = (value: { readonly hour: number; readonly minute: number }) =>
  `${String(value.hour).padStart(2, '0')}:${String(value.minute).padStart(2, '0')}`;

/** "매일 09:00~21:00 · 휴게 15:00~16:00", "24시간 영업", "휴무". */
export function scheduleText(schedule: StoreOperationInfo['operationSchedule']): string {
  if (schedule.closed) return '휴무';
  const hours = schedule.open24Hours
    ? '24시간 영업'
    : `${time(schedule.businessHours.startTime)}~${time(schedule.businessHours.endTime)}`;
  return schedule.breakHours
    ? `${hours} · 휴게 ${time(schedule.breakHours.startTime)}~${time(schedule.breakHours.endTime)}`
    : hours;
}

export function StoreControls({ onClose }: { readonly onClose: () => void }) {
  const { menus, menuStatus } = useSoldOutMenus();
  const { info } = useStoreOperation();
  const [busyMenu, setBusyMenu] = useState<number | undefined>();
  const operation = info.data;
  return (
    <Drawer
      open
      onClose={onClose}
      size={420}
      title="영업 관리"
      closable={{ 'aria-label': '영업 관리 닫기' }}
      drawerRender={(node) => (
        <div onKeyDown={wrapFocus} style={{ height: '100%' }}>
          {node}
        </div>
      )}
    >
      <Flex vertical gap={24}>
        <section aria-labelledby="store-operation-title">
          <h3 id="store-operation-title" className="order-panel-heading">
            영업 상태
          </h3>
          {info.error && !operation ? (
            <ErrorState compact error={info.error} onRetry={() => void info.refetch()} />
          ) : !operation ? (
            <LoadingState rows={2} />
          ) : (
            <Flex vertical gap={12}>
              <Flex gap={8} wrap align="center">
                <Tag color={operation.status === 'ACTIVE' ? 'green' : 'red'}>
                  {STORE_STATUS_LABELS[operation.status]}
                </Tag>
                <Tag color={operation.operationStatus === 'OPEN' ? 'green' : 'orange'}>
                  {OPERATION_LABELS[operation.operationStatus]}
                </Tag>
              </Flex>
              <p className="order-hint">
                영업시간 {scheduleText(operation.operationSchedule)}
                {operation.nextUpdateTime && operation.operationStatus !== 'MANUALLY_CLOSED'
                  ? ` · ${formatDateTime(operation.nextUpdateTime)}에 바뀌어요`
                  : ''}
              </p>
              {operation.inactiveReasons.length > 0 ? (
                <Alert
                  type="error"
                  showIcon
                  title="픽업 주문을 받을 수 없는 상태예요"
                  description={operation.inactiveReasons.map((reason) => INACTIVE_LABELS[reason]).join(' ')}
                />
              ) : null}
              {operation.rejectReasons.length > 0 ? (
                <Alert
                  type="warning"
                  showIcon
                  title="입점 검수 반려 사유"
                  description={operation.rejectReasons.map((reason) => REJECT_REASON_LABELS[reason]).join(' ')}
                />
              ) : null}
              {operation.kycRemainingDays !== null ? (
                <p className="order-hint">본인 확인까지 {operation.kycRemainingDays}일 남았어요.</p>
              ) : null}
              {operation.operationStatus === 'MANUALLY_CLOSED' ? (
                <p>
                  <strong>영업 임시 중지 중 · {pausedUntilText(operation.nextUpdateTime)}</strong>
                </p>
              ) : null}
              <Flex gap={8} align="center">
                <PauseButton />
              </Flex>
              <p className="order-hint">
                멈춘 동안에는 새 주문을 받지 않아요. 이미 받은 주문은 그대로 처리할 수 있어요.
              </p>
            </Flex>
          )}
        </section>
        <section aria-labelledby="store-menus-title">
          <h3 id="store-menus-title" className="order-panel-heading">
            메뉴 품절
          </h3>
          {menus.error && !menus.data ? (
            <ErrorState compact error={menus.error} onRetry={() => void menus.refetch()} />
          ) : !menus.data ? (
            <LoadingState rows={4} />
          ) : menus.data.length === 0 ? (
            <p className="order-hint">메뉴가 없어요.</p>
          ) : (
            <ul className="store-menu-list">
              {menus.data.map((menu) => (
                <li key={menu.id}>
                  <span>
                    {menu.name}
                    <span className="order-hint"> · {formatWon(menu.price)}</span>
                  </span>
                  {menu.status === 'CLOSE' ? (
                    <span className="order-hint">판매 안 함</span>
                  ) : (
                    <Flex gap={8} align="center">
                      <span className="order-hint" aria-hidden>
                        품절
                      </span>
                      <Switch
                        size="small"
                        checked={menu.status === 'SOLD_OUT'}
                        loading={busyMenu === menu.id}
                        aria-label={`${menu.name} 품절`}
                        onChange={(soldOut) => {
                          setBusyMenu(menu.id);
                          menuStatus
                            .mutateAsync({ id: menu.id, soldOut })
                            .then(() =>
                              toast.success(
                                soldOut ? `${menu.name}을 품절로 바꿨어요.` : `${menu.name}을 다시 팔아요.`,
                              ),
                            )
                            .catch((error: unknown) => toast.error(errorMessage(error)))
                            .finally(() => setBusyMenu(undefined));
                        }}
                      />
                    </Flex>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      </Flex>
    </Drawer>
  );
}
