/**
 * What the 비즈프로필 정보 확인 step checks: the profile's name, category and address as customers
 * see them, and its profile-info inspections (name, category or address changes go through their
 * own inspection), with where to change them.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { isConsoleRoute } from '@/config/console-route';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { enumTone } from '@/engine/fields/enum-tone';
import { formatDateTime } from '@/lib/format';
import { profileInspectionsQuery } from '@/api/inspection-queries';
import type { InspectionData } from './InspectionFrame';
import { ReasonCard } from './ReasonCard';

const STATE_LABELS = { PENDING: '검수 중', APPROVED: '승인', REJECTED: '반려' } as const;

export function BizProfileSummary({ data }: { readonly data: InspectionData }) {
  const { detail, account } = data;
  // The info pages are another area's; the link appears once the console has them.
  const infoAddress = `/profile/${account ?? ''}/info`;
  return (
    <>
      <dl className="inspection-summary">
        <dt>비즈프로필 이름</dt>
        <dd>{detail.name}</dd>
        <dt>업종</dt>
        <dd>{detail.category.fullName}</dd>
        <dt>주소</dt>
        <dd>{detail.address ? detail.address.roadAddress : '주소를 입력하지 않았어요.'}</dd>
      </dl>
      <p className="inspection-hint">
        다르다면 비즈프로필 정보를 먼저 고쳐 주세요. 이름, 업종, 주소를 바꾸는 것도 검수를 거쳐요.{' '}
        {isConsoleRoute(infoAddress) ? <Link to={infoAddress}>비즈프로필 정보 고치기</Link> : null}
      </p>
      <div style={{ marginTop: 24 }}>
        <ProfileInfoInspections baId={account} />
      </div>
    </>
  );
}

/** The profile-info inspections of the account, newest first. */
export function ProfileInfoInspections({ baId }: { readonly baId: string | undefined }) {
  const queryClient = useQueryClient();
  const list = useQuery(profileInspectionsQuery(queryClient, baId));
  return (
    <section className="inspection-profile-info" aria-labelledby="profile-info-inspections">
      <h2 id="profile-info-inspections">프로필 정보 검수</h2>
      {list.error && !list.data ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} compact />
      ) : !list.data ? (
        <LoadingState rows={2} />
      ) : list.data.length === 0 ? (
        <p className="inspection-hint">이름, 업종, 주소를 바꾸는 검수를 요청한 적이 없어요.</p>
      ) : (
        <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {list.data.slice(0, 3).map((row, index) => {
            return (
              <li key={row.id} style={{ marginBottom: 12 }}>
                <Tag color={enumTone(row.state)}>{STATE_LABELS[row.state]}</Tag> {row.name} · {row.category.name} ·{' '}
                <span className="inspection-hint">{formatDateTime(row.requestedAt)} 요청</span>
                {row.state === 'REJECTED' && row.rejectionReason ? (
                  <div style={{ marginTop: 8 }}>
                    <ReasonCard
                      baId={baId}
                      reason={row.rejectionReason}
                      message={row.rejectionMessage}
                      subject="profileInfo"
                      // Only the newest request is still to be acted on; an older rejection was followed by another request.
                      fixable={index === 0}
                    />
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
