/** "새 버전이 있어요 · 새로고침": offered once the server has a new version and the board is quiet. */
import { Alert, Button } from 'antd';
import { boardCopy } from './copy';
import { useNewVersionServed, useQuietMoment } from './use-new-version';

export function NewVersionNotice({ check }: { readonly check?: () => Promise<boolean> }) {
  const served = useNewVersionServed(check);
  const offered = useQuietMoment(served);
  if (!offered) return null;
  return (
    <Alert
      role="status"
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title={boardCopy.newVersion.text}
      action={
        <Button type="primary" onClick={() => window.location.reload()}>
          {boardCopy.newVersion.reload}
        </Button>
      }
    />
  );
}
