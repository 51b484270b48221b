/** `/userinfo/delete`: confirm, withdraw (DELETE /api/v1/auths/business_users), then sign out. */
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { client } from '@/api/clients';
import { wrapFocus } from '@/components/dialog/wrap-focus';
import { ErrorState } from '@/components/feedback/ErrorState';
import { PageHeader } from '@/components/layout/PageHeader';
import { toast } from '@/components/toast/toast-store';
import { paths } from '@/config/paths';
import { messages } from '@/lib/messages';
import { useSession } from '@/app/session/session-context';
import { pageCopy } from '../copy';

const copy = pageCopy.userinfo;

export function UserDeletePage() {
  const session = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const remove = useMutation({
    mutationFn: async () => {
      await client('auth').DELETE('/api/v1/auths/business_users');
      toast.success(copy.deleted);
      await session.signOut();
    },
    onSettled: () => setOpen(false),
  });
  return (
    <main style={{ maxWidth: 720, margin: '0 auto', padding: 24 }}>
      <PageHeader title={copy.deleteTitle} />
      <Card>
        <Flex vertical gap={16}>
          <Typography.Paragraph style={{ margin: 0 }}>{copy.deleteDescription}</Typography.Paragraph>
          {remove.isError ? <ErrorState compact error={remove.error} onRetry={() => remove.mutate()} /> : null}
          <Flex gap={8}>
            <Button onClick={() => void navigate(paths.userinfo.view.href({}))}>{messages.common.cancel}</Button>
            <Button danger type="primary" onClick={() => setOpen(true)}>
              {copy.deleteOk}
            </Button>
          </Flex>
        </Flex>
      </Card>
      <Modal
        open={open}
        title={copy.deleteConfirm}
        okText={copy.deleteOk}
        cancelText={messages.common.cancel}
        okButtonProps={{ danger: true, loading: remove.isPending }}
        onOk={() => remove.mutate()}
        onCancel={() => setOpen(false)}
        modalRender={(node) => <div onKeyDown={wrapFocus}>{node}</div>}
      >
        {copy.deleteDescription}
      </Modal>
    </main>
  );
}
