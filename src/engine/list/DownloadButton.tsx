/**
 * A file of the whole list as filtered (every page, not the one on screen): the call gets the
 * list's filters that are its own query parameters, and the answer is saved under the name the
 * server gives it (a CSV keeps its UTF-8 BOM so Excel reads the Korean).
 */
import { DownloadOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { callOperation, getOperationDetail } from '@/api/operations';
import { BusyButton } from '@/components/actions/BusyButton';
import { errorMessage } from '@/components/feedback/error-message';
import { toast } from '@/components/toast/toast-store';
import { saveFile } from '@/lib/csv';
import { bindArgs, useBindings } from '../data/bindings';
import type { DownloadDef } from '../resource/types';

export function DownloadButton({ def, query }: { readonly def: DownloadDef; readonly query: Record<string, unknown> }) {
  const bindings = useBindings();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const detail = await getOperationDetail(def.op.key);
      const own = new Set(detail.parameters.filter((param) => param.in === 'query').map((param) => param.name));
      const { data, fileName } = await callOperation<Blob>(def.op.key, {
        ...bindArgs(def.op, bindings),
        query: Object.fromEntries(Object.entries(query).filter(([name]) => own.has(name))),
      });
      saveFile(data, fileName ?? def.fileName);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <BusyButton busy={busy} onClick={() => void download()}>
      <DownloadOutlined aria-hidden /> {def.label}
    </BusyButton>
  );
}
