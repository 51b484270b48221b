/**
 * A button that downloads a file the backend serves (an operation answering `text/csv` and the
 * like, called for the page's account) and hands it to the browser under `fileName`.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useCurrentAccount } from '@/api/current-account';
import { callApi, type CallArgs, type DownloadKey } from '@/api/operations';
import { errorMessage } from '@/components/feedback/error-message';
import { toast } from '@/components/toast/toast-store';
import { saveFile } from '@/lib/csv';
import { messages } from '@/lib/messages';
import { BusyButton, type BusyButtonProps } from './BusyButton';

export interface DownloadButtonProps<K extends DownloadKey> extends Omit<BusyButtonProps, 'busy' | 'onClick'> {
  readonly operation: K;
  /** The operation's path parameters (those the account fills may be left out). */
  readonly path?: CallArgs<K>['path'];
  readonly fileName: string;
}

export function DownloadButton<K extends DownloadKey>({
  operation,
  path,
  fileName,
  children,
  ...rest
}: DownloadButtonProps<K>) {
  const account = useCurrentAccount();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      // The props typed the path for K; only the account is added here.
      const args = { account, ...(path ? { path } : {}) } as CallArgs<K>;
      const { status, data } = await callApi(operation, args);
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
