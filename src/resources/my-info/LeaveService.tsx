/**
 * Leaving the service (/userinfo/delete): what it does, 취소 back to my info, and 탈퇴하기 asked
 * once more; after the withdrawal the session signs out (/logout) and lands on the login page.
 */
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/toast/toast-store';
import { paths } from '@/config/paths';
import { LazyConfirmDialog } from '@/engine/actions/LazyConfirmDialog';
import { useOperationCall } from '@/engine/data/use-operation-call';
import { messages } from '@/lib/messages';
import { myInfoMessages as text } from '@/lib/my-info-messages';

export function LeaveService() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // Nothing is asked again after it: the person is gone and the session ends.
  const leave = useOperationCall('auth.deleteBusinessUser');
  return (
    <Flex vertical gap={16}>
      <p style={{ margin: 0 }}>{text.deleteDescription}</p>
      <Flex gap={8}>
        <Button onClick={() => void navigate(paths.userinfo.view.href({}))}>{messages.common.cancel}</Button>
        <Button danger type="primary" onClick={() => setOpen(true)}>
          {text.deleteOk}
        </Button>
      </Flex>
      <LazyConfirmDialog
        open={open}
        title={text.deleteConfirm}
        body={text.deleteDescription}
        okText={text.deleteOk}
        danger
        onConfirm={async () => {
          await leave.mutateAsync({});
          toast.success(text.deleted);
          await navigate(paths.access.logout.href({}), { replace: true });
        }}
        onClose={() => setOpen(false)}
      />
    </Flex>
  );
}
