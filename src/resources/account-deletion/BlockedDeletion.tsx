/** Why this account cannot be deleted now, what to do, and where to go to do it. */
import { Alert, Button, Flex } from 'antd';
import { LinkButton } from '@/components/navigation/LinkButton';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { headerLinks } from '@/config/external-links';
import { messages } from '@/lib/messages';
import type { DeletionGate } from './deletion-rules';

export function BlockedDeletion({
  gate,
  account,
  onRecheck,
}: {
  readonly gate: Exclude<DeletionGate, { kind: 'allowed' }>;
  readonly account: string;
  readonly onRecheck: () => void;
}) {
  if (gate.kind === 'notOwner')
    return (
      <Alert
        type="info"
        showIcon
        role="note"
        title="대표 관리자만 계정을 삭제할 수 있어요"
        description="계정을 지워야 한다면 대표 관리자에게 요청해 주세요. 관리자 화면에서 누가 대표 관리자인지 볼 수 있어요."
        action={<LinkButton to={paths.administrator.list.href({ baId: account })}>관리자 보기</LinkButton>}
      />
    );
  const action =
    gate.help === 'orders' ? (
      <LinkButton to={paths.commerceOrders.list.href({ baId: account })}>주문 관리로 가기</LinkButton>
    ) : gate.help === 'retry' ? (
      <Button onClick={onRecheck}>다시 확인하기</Button>
    ) : null;
  return (
    <Alert
      type="error"
      showIcon
      role="note"
      title={gate.title}
      description={
        <Flex vertical gap={12} align="flex-start">
          <span>{gate.todo}</span>
          <Flex gap={8} wrap>
            {action}
            <Button href={headerLinks(env).guide.customerCenter} target="_blank" rel="noopener noreferrer">
              {messages.pickupGate.askCustomerCenter} {messages.pickupGate.newTab}
            </Button>
          </Flex>
        </Flex>
      }
    />
  );
}
