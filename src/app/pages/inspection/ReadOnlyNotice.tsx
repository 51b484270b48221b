/** Notices above a step: why it cannot be changed now (the request is being reviewed), or what a change means once approved. */
import { Alert } from 'antd';
import { LinkButton } from '@/components/navigation/LinkButton';
import { inspectionHref } from './inspection-paths';

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

/** On a step of an approved account: what saving here means, so 작성 전 reads as a new request's state. */
export function ApprovedNotice() {
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title="사업자 검수는 승인되어 있어요."
      description="사업자 유형이나 번호가 바뀌었을 때만 새로 요청해 주세요. 여기서 저장하면 새 검수 요청을 쓰기 시작하고, 새 요청의 결과가 나올 때까지 지금 승인은 그대로예요."
    />
  );
}
