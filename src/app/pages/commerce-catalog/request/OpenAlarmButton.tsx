/** 열리면 알림 받기: asks to be told when the account's region or category opens to stores. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Tag } from 'antd';
import { requestOpenAlarm, storeInfoQuery } from '@/api/commerce/store-queries';
import { errorMessage } from '@/components/feedback/error-message';
import { toast } from '@/components/toast/toast-store';
import { storeWords as copy } from '@/resources/commerce-store/store-words';
import { BusyButton } from '@/components/actions/BusyButton';

export function OpenAlarmButton({ baId, requested }: { readonly baId: string; readonly requested: boolean }) {
  const queryClient = useQueryClient();
  const alarm = useMutation({
    mutationFn: () => requestOpenAlarm(baId),
    onSuccess: () => {
      toast.success(copy.openAlarmDone);
      void queryClient.invalidateQueries({ queryKey: storeInfoQuery(baId).queryKey });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  if (requested) return <Tag>{copy.openAlarmRequested}</Tag>;
  return (
    <BusyButton type="primary" busy={alarm.isPending} onClick={() => alarm.mutate()}>
      {copy.openAlarm}
    </BusyButton>
  );
}
