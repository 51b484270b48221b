/**
 * A button that downloads a file the backend serves (an operation answering `text/csv` and the
 * like, called for the page's account) and hands it to the browser under `fileName`.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useCurrentAccount } from '@/api/current-account';
import { callOperation, type OperationKey } from '@/api/operations';
import { errorMessage } from '@/components/feedback/error-message';
import { toast } from '@/components/toast/toast-store';
import { saveFile } from '@/lib/csv';
import { messages } from '@/lib/messages';
import { BusyButton, type BusyButtonProps } from './BusyButton';

export interface DownloadButtonProps extends Omit<BusyButtonProps, 'busy' | 'onClick'> {
  readonly operation: OperationKey;
  readonly path?: Readonly<Record<string, unknown>>;
  readonly fileName: string;
}

export function DownloadButton({ operation, path, fileName, children, ...rest }: DownloadButtonProps) {
  const account = useCurrentAccount();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { status, data } = await callOperation<Blob>(operation, { account, ...(path ? { path } : {}) });
      if (status !== 200 || !(data instanceof Blob)) throw new Error(`download answered ${status}`);
      saveFile(data, fileName);
    } catch (error) {
      toast.error(`${messages.download.failed} ${errorMessage(error)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <BusyButton {...rest} busy={busy} onClick={() => void download()}>
      {busy ? null : <DownloadOutlined aria-hidden />} {children}
    </BusyButton>
  );
}
