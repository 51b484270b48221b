/** Choose which business account to work in; keeps the current page type when switching. */
import { Select, Space, Tag } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { joinText } from '@/lib/format';
import type { BusinessAccount } from '@/api/business-accounts';

const ROLE: Record<BusinessAccount['role'], string> = { OWNER: '대표 관리자', ADMIN: '관리자', USER: '멤버' };
const STATUS: Record<BusinessAccount['status'], string> = { ACTIVE: '운영 중', DORMANT: '휴면', DESTROYED: '삭제됨' };

export function AccountSwitcher({
  accounts,
  baId,
}: {
  readonly accounts: readonly BusinessAccount[];
  readonly baId: string;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = accounts.find((account) => String(account.id) === baId);
  return (
    <Select
      aria-label="비즈니스 계정 선택"
      value={baId}
      // The side column is narrow: the box shows the name alone and the list may be wider than it.
      style={{ width: '100%' }}
      popupMatchSelectWidth={false}
      labelRender={() => <strong>{current?.name ?? baId}</strong>}
      onChange={(next: string) => navigate(pathname.replace(`/profile/${baId}`, `/profile/${next}`))}
      options={accounts.map((account) => ({
        value: String(account.id),
        label: (
          <Space size={6}>
            <strong>{account.name}</strong>
            <span className="muted">{joinText([account.categoryName, ROLE[account.role]])}</span>
            {account.status !== 'ACTIVE' ? <Tag color="orange">{STATUS[account.status]}</Tag> : null}
          </Space>
        ),
      }))}
    />
  );
}
