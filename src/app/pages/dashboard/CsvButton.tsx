/** 내려받기 of a statistics CSV for the period; a failure says why and keeps the page as it is. */
import { DownloadOutlined } from '@ant-design/icons';
import { useState } from 'react';
import type { CallArgs, DownloadKey } from '@/api/operations';
import { BusyButton } from '@/components/actions/BusyButton';
import { errorMessage } from '@/components/feedback/error-message';
import { toast } from '@/components/toast/toast-store';
import { dashboardCopy as copy } from './copy';
import { downloadFile } from '@/api/download-file';

export function CsvButton<K extends DownloadKey>({
  operation,
  args,
  fileName,
}: {
  readonly operation: K;
  readonly args: CallArgs<K>;
  readonly fileName: string;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <BusyButton
      busy={busy}
      onClick={() => {
        setBusy(true);
        downloadFile(operation, args, fileName)
          .then(() => toast.success(copy.downloaded))
          .catch((error: unknown) => toast.error(errorMessage(error)))
          .finally(() => setBusy(false));
      }}
    >
      <DownloadOutlined aria-hidden /> {copy.download}
    </BusyButton>
  );
}
