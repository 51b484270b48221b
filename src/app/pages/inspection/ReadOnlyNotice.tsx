/** Why a step cannot be changed now: the request is being reviewed. */
import { Alert } from 'antd';
import { LinkButton } from '@/components/navigation/LinkButton';
import { inspectionHref } from './use-inspection';

export function ReadOnlyNotice({ baId }: { readonly baId: string | undefined }) {
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title="검수하고 있어서 요청 내용을 바꿀 수 없어요. 결과가 나오면 다시 고칠 수 있어요."
      action={
        <LinkButton size="small" to={inspectionHref(baId, 'status')}>
          검수 현황 보기
        </LinkButton>
      }
    />
  );
}
