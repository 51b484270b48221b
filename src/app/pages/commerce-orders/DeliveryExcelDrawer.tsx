/**
 * 엑셀로 배송 시작: download the template (an xlsx), pick a file (read and checked here whatever its
 * format: type, size, header row, numbers Excel rewrote, each by row and column),
 * upload it to the finance service, then follow its registration status — counts, a row-by-row
 * result and the error file of the failing rows with their reason, to fix and upload again.
 */
import { Alert, Drawer, Flex, Table, Tag } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import {
  useBulkStatus,
  useRefreshBulkStatus,
  useRefreshOrderLists,
  useSentSheet,
  type BulkStatus,
  type SentSheet,
} from '@/api/commerce-order-hooks';
import { uploadDeliveryFile } from '@/api/commerce-order-queries';
import { useCurrentAccount } from '@/api/current-account';
import type { BulkUploadStatus } from '@/api/commerce-orders';
import { BusyButton } from '@/components/actions/BusyButton';
import { wrapFocus } from '@/components/dialog/wrap-focus';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorState } from '@/components/feedback/ErrorState';
import { errorMessage } from '@/components/feedback/error-message';
import { LoadingState } from '@/components/feedback/LoadingState';
import { toast } from '@/components/toast/toast-store';
import { saveFile } from '@/lib/csv';
import { formatDateTime } from '@/lib/format';
import { checkCopy, checkDeliveryFile, LISTED_PROBLEMS, type CheckResult } from './delivery-excel-checks';
import { deliveryTemplateWorkbook } from './delivery-sheet';
import { errorFile, isSentUpload, rowResults } from './delivery-upload';
import { excelCopy } from './excel-copy';

interface Picked {
  readonly file: File;
  readonly check: CheckResult;
}

const STATUS_COLORS: Readonly<Record<BulkUploadStatus, string>> = {
  PROCESSING: 'processing',
  COMPLETED: 'success',
  FAILED: 'error',
};

export function DeliveryExcelDrawer({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) {
  const account = useCurrentAccount() ?? '';
  const refreshOrderLists = useRefreshOrderLists();
  const refreshBulkStatus = useRefreshBulkStatus();
  const [picked, setPicked] = useState<Picked>();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string>();
  const { sent, keep: keepSent, forget: forgetSent } = useSentSheet(account);
  const [reading, setReading] = useState<string>();
  const [template, setTemplate] = useState(false);
  const status = useBulkStatus(open);
  const fileId = useId();
  const input = useRef<HTMLInputElement>(null);

  // When processing ends, the orders it started are in delivery: the lists refresh.
  const finished = status.data?.status !== 'PROCESSING' ? status.data?.id : undefined;
  useEffect(() => {
    if (finished) void refreshOrderLists();
  }, [finished, refreshOrderLists]);

  const pick = async (file: File | undefined) => {
    setUploadError(undefined);
    setPicked(undefined);
    if (!file) return;
    setReading(file.name);
    try {
      const check = await checkDeliveryFile(file);
      // A file picked while this one was read wins.
      if (input.current?.files?.[0] === file || !input.current) setPicked({ file, check });
    } finally {
      setReading((name) => (name === file.name ? undefined : name));
    }
  };

  const downloadTemplate = async () => {
    setTemplate(true);
    try {
      saveFile(await deliveryTemplateWorkbook(), excelCopy.templateFile);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setTemplate(false);
    }
  };

  const upload = async () => {
    if (!picked?.check.ok) return;
    setUploading(true);
    setUploadError(undefined);
    try {
      const before = status.data?.id ?? null;
      await uploadDeliveryFile(account, picked.file);
      const { header, rows } = picked.check;
      keepSent({ fileName: picked.file.name, header, rows, before });
      setPicked(undefined);
      if (input.current) input.current.value = '';
      toast.success(excelCopy.uploaded);
      await refreshBulkStatus();
    } catch (error) {
      // The picked file stays: the merchant presses 올리기 again.
      setUploadError(errorMessage(error));
    } finally {
      setUploading(false);
    }
  };

  // The result of this visit's upload stays until the merchant closes the drawer.
  const close = () => {
    forgetSent();
    onClose();
  };

  const problem = picked && !picked.check.ok ? picked.check.problem : undefined;
  // A refused file lists what refuses it; a file that may go lists what Excel changed in columns not read.
  const cells = picked ? (picked.check.ok ? picked.check.warnings : (picked.check.cells ?? [])) : [];
  return (
    <Drawer
      open={open}
      onClose={close}
      title={excelCopy.title}
      size="large"
      destroyOnHidden
      drawerRender={(node) => <div onKeyDown={wrapFocus}>{node}</div>}
    >
      <Flex vertical gap={24}>
        <section aria-labelledby="excel-template">
          <h2 id="excel-template" className="excel-step">
            {excelCopy.step1}
          </h2>
          <p className="order-muted">{excelCopy.templateHint}</p>
          <BusyButton busy={template} onClick={() => void downloadTemplate()}>
            {excelCopy.template}
          </BusyButton>
        </section>

        <section aria-labelledby="excel-upload">
          <h2 id="excel-upload" className="excel-step">
            {excelCopy.step2}
          </h2>
          <label htmlFor={fileId}>{excelCopy.fileLabel}</label>
          <input
            ref={input}
            id={fileId}
            type="file"
            accept=".xlsx,.xls,.csv"
            className="excel-file"
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${fileId}-hint`}
            onChange={(event) => void pick(event.target.files?.[0])}
          />
          <div
            id={`${fileId}-hint`}
            className={problem ? 'field-error' : 'field-hint'}
            role={problem ? 'alert' : undefined}
          >
            {problem ??
              (reading
                ? excelCopy.reading(reading)
                : picked?.check.ok
                  ? excelCopy.ready(picked.file.name, picked.check.rows.length)
                  : excelCopy.fileHint)}
            {!problem && cells.length > 0 ? (
              <p className="excel-warning">{checkCopy.unreadChanged(cells.length)}</p>
            ) : null}
            {cells.length > 0 ? (
              <ul className="excel-problems">
                {cells.slice(0, LISTED_PROBLEMS).map((cell) => (
                  <li key={`${cell.rowNumber}-${cell.column}`}>{cell.message}</li>
                ))}
                {cells.length > LISTED_PROBLEMS ? <li>{checkCopy.more(cells.length - LISTED_PROBLEMS)}</li> : null}
              </ul>
            ) : null}
          </div>
          {uploadError ? (
            <Alert type="error" showIcon role="alert" title={uploadError} style={{ marginTop: 8 }} />
          ) : null}
          <BusyButton
            type="primary"
            style={{ marginTop: 12 }}
            busy={uploading}
            disabled={!picked?.check.ok || reading !== undefined}
            onClick={() => void upload()}
          >
            {excelCopy.upload}
          </BusyButton>
        </section>

        <section aria-labelledby="excel-status">
          <h2 id="excel-status" className="excel-step">
            {excelCopy.step3}
          </h2>
          {status.error && status.data === undefined ? (
            <ErrorState compact error={status.error} onRetry={() => void status.refetch()} />
          ) : status.data === undefined ? (
            <LoadingState rows={3} />
          ) : status.data === null ? (
            <EmptyState text={excelCopy.noUpload} />
          ) : (
            <UploadStatus upload={status.data} sent={isSentUpload(sent, status.data) ? sent : undefined} />
          )}
        </section>
      </Flex>
    </Drawer>
  );
}

function UploadStatus({ upload, sent }: { readonly upload: BulkStatus; readonly sent: SentSheet | undefined }) {
  const done = upload.status !== 'PROCESSING';
  const rows = sent ? rowResults(sent.rows, upload.failures) : undefined;
  const [saving, setSaving] = useState(false);
  const saveErrors = async () => {
    setSaving(true);
    try {
      const { blob, name } = await errorFile(upload.fileName, sent, upload.failures);
      saveFile(blob, name);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} align="center" wrap>
        <strong>{upload.fileName}</strong>
        <Tag color={STATUS_COLORS[upload.status]}>{excelCopy.status[upload.status]}</Tag>
        <span className="order-muted">{formatDateTime(upload.uploadedAt)}</span>
      </Flex>
      <p role="status" aria-live="polite">
        {done ? excelCopy.counts(upload.totalCount, upload.successCount, upload.failureCount) : excelCopy.processing}
      </p>
      {done && upload.failures.length > 0 ? (
        <BusyButton busy={saving} onClick={() => void saveErrors()}>
          {excelCopy.downloadErrors(upload.failures.length)}
        </BusyButton>
      ) : null}
      {done && rows ? (
        <Table
          aria-label={excelCopy.rowsLabel}
          size="small"
          rowKey="rowNumber"
          pagination={rows.length > 50 ? { pageSize: 50 } : false}
          dataSource={rows}
          columns={[
            { key: 'row', title: excelCopy.columns.row, render: (_, row) => row.rowNumber },
            { key: 'order', title: excelCopy.columns.orderNumber, render: (_, row) => row.cells[0] },
            { key: 'carrier', title: excelCopy.columns.carrier, render: (_, row) => row.cells[1] },
            { key: 'invoice', title: excelCopy.columns.invoice, render: (_, row) => row.cells[2] },
            {
              key: 'result',
              title: excelCopy.columns.result,
              render: (_, row) =>
                row.failure ? (
                  <span className="field-error">{`${excelCopy.failed}: ${row.failure}`}</span>
                ) : (
                  <Tag color="success">{excelCopy.started}</Tag>
                ),
            },
          ]}
        />
      ) : done && upload.failures.length > 0 ? (
        <Table
          aria-label={excelCopy.rowsLabel}
          size="small"
          rowKey="rowNumber"
          pagination={false}
          dataSource={upload.failures}
          columns={[
            { key: 'row', title: excelCopy.columns.row, render: (_, failure) => failure.rowNumber },
            { key: 'reason', title: excelCopy.columns.reason, render: (_, failure) => failure.reason },
          ]}
        />
      ) : null}
    </Flex>
  );
}
