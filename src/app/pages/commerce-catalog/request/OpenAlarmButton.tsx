/** 열리면 알림 받기: asks to be told when the account's region or category opens to stores. */
import { Tag } from 'antd';
import { useRequestOpenAlarm } from '@/api/commerce/store-queries';
import { errorMessage } from '@/components/feedback/error-message';
import { toast } from '@/components/toast/toast-store';
import { storeWords as copy } from '@/resources/commerce-store/store-words';
import { BusyButton } from '@/components/actions/BusyButton';

export function OpenAlarmButton({ baId, requested }: { readonly baId: string; readonly requested: boolean }) {
  const alarm = useRequestOpenAlarm(baId);
  const ask = () =>
    alarm.mutate(undefined, {
      onSuccess: () => toast.success(copy.openAlarmDone),
      onError: (error) => toast.error(errorMessage(error)),
    });
  if (requested) return <Tag>{copy.openAlarmRequested}</Tag>;
  return (
    <BusyButton type="primary" busy={alarm.isPending} onClick={ask}>
      {copy.openAlarm}
    </BusyButton>
  );
}
