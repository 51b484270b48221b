/**
 * The bulk upload (/profile/{baId}/branch-store/bulk-regist): the template to download (an xlsx
 * whose 지점코드 column is text), a file picked or dropped (csv in UTF-8 or CP949, tab-separated,
 * xlsx or xls), read and checked in the browser (type, size, header, line count, codes Excel
 * rewrote) before anything is sent, then uploaded as the csv `branchFile`; the answer says row by
 * row, as Excel numbers the rows of the merchant's file, which branches failed and why.
 * A failed upload keeps the chosen file, so 다시 시도 sends it again.
 */
import { InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Upload } from 'antd';
import { useRef, useState } from 'react';
import type { BranchRegistration } from '@/api/branches';
import { useCurrentAccount } from '@/api/current-account';
import { payloadOf } from '@/api/envelope';
import { fieldErrorsOf } from '@/api/errors';
import { BusyButton } from '@/components/actions/BusyButton';
import { errorMessage } from '@/components/feedback/error-message';
import { Panel } from '@/components/layout/Panel';
import { useWriteGuard } from '@/engine/access/write-access';
import { useOperationMutation } from '@/api/data/queries';
import { toast } from '@/components/toast/toast-store';
import { saveFile } from '@/lib/csv';
import { messages } from '@/lib/messages';
import type { CellProblem } from '@/lib/spreadsheet/excel-changes';
import { branchCopy as text } from './branch-copy';
import { checkBranchFile, LISTED_CELLS, branchFileText, type BranchFileCheck } from './branch-file';
import { branchTemplateWorkbook, TEMPLATE_FILE_NAME } from './branch-template';
import { RegistrationResult } from './RegistrationResult';

type Checked = { readonly file: File; readonly check: BranchFileCheck | 'checking' };

export function BranchBulkUpload() {
  const account = useCurrentAccount() ?? '';
  // Refreshes the branch calls: the list and the history show what was registered.
  const send = useOperationMutation('branch.uploadBusinessAccountBranchFile');
  const [chosen, setChosen] = useState<Checked | undefined>(undefined);
  const [result, setResult] = useState<BranchRegistration | undefined>(undefined);
  const guard = useWriteGuard('create');
  const [template, setTemplate] = useState(false);
  // The file being checked: a slower check of an earlier file never replaces a later one's.
  const latest = useRef<File | undefined>(undefined);

  const choose = async (file: File) => {
    latest.current = file;
    send.reset();
    setResult(undefined);
    setChosen({ file, check: 'checking' });
    const check = await checkBranchFile(file);
    if (latest.current === file) setChosen({ file, check });
  };

  const downloadTemplate = async () => {
    setTemplate(true);
    try {
      saveFile(await branchTemplateWorkbook(), TEMPLATE_FILE_NAME);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setTemplate(false);
    }
  };

  const upload = async () => {
    if (!chosen || chosen.check === 'checking' || !chosen.check.ok || send.isPending) return;
    try {
      const answer = await send.mutateAsync({ account, body: { branchFile: chosen.check.upload } });
      setResult(payloadOf<BranchRegistration>(answer.data));
      setChosen(undefined);
    } catch {
      // Said under the file (send.error), with 다시 시도 unless the file itself was refused.
    }
  };

  const check = chosen?.check;
  const uploadFieldError = fieldErrorsOf(send.error).find((error) => error.field === 'branchFile')?.reason;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 820 }}>
      {result ? (
        <RegistrationResult registration={result} account={account} onAnother={() => setResult(undefined)} />
      ) : null}
      <Panel title={text.stepExample} titleId="bulk-example-title">
        <p style={{ marginTop: 0 }}>{text.stepExampleBody}</p>
        <BusyButton busy={template} onClick={() => void downloadTemplate()}>
          {text.exampleDownload}
        </BusyButton>
      </Panel>
      <Panel title={text.stepFile} titleId="bulk-file-title">
        <Flex vertical gap={12}>
          <Upload.Dragger
            name="branchFile"
            accept=".csv,.tsv,.txt,.xlsx,.xls,text/csv"
            multiple={false}
            showUploadList={false}
            disabled={guard.blocked || send.isPending}
            beforeUpload={(file) => {
              void choose(file);
              return false;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined aria-hidden />
            </p>
            <p className="ant-upload-text">{text.dropHint}</p>
            <p className="ant-upload-hint">{text.dropHintSub}</p>
          </Upload.Dragger>
          <div aria-live="polite">
            {check === 'checking' ? <span>{text.checking}</span> : null}
            {chosen && check && check !== 'checking' ? <CheckResult name={chosen.file.name} check={check} /> : null}
          </div>
          {send.error ? (
            <Alert
              type="error"
              showIcon
              role="alert"
              title={uploadFieldError ?? errorMessage(send.error)}
              action={
                uploadFieldError ? undefined : (
                  <BusyButton size="small" busy={send.isPending} onClick={() => void upload()}>
                    {messages.common.retry}
                  </BusyButton>
                )
              }
            />
          ) : null}
          <Flex gap={8}>
            <BusyButton
              type="primary"
              busy={send.isPending}
              {...guard.props}
              disabled={guard.blocked || !chosen || check === 'checking' || !check?.ok}
              onClick={() => void upload()}
            >
              {send.isPending ? text.uploading : text.upload}
            </BusyButton>
            {chosen ? (
              <Button onClick={() => setChosen(undefined)} disabled={send.isPending}>
                {messages.common.cancel}
              </Button>
            ) : null}
          </Flex>
          {guard.reason ? <span>{guard.reason}</span> : null}
        </Flex>
      </Panel>
    </Flex>
  );
}

/** What the browser found in the chosen file: how many branches, or what to fix (with the cells Excel changed). */
function CheckResult({ name, check }: { readonly name: string; readonly check: BranchFileCheck }) {
  if (check.ok)
    return (
      <Alert
        type={check.warnings.length > 0 ? 'warning' : 'success'}
        showIcon
        title={text.checkedOk(name, check.lines)}
        description={
          check.warnings.length > 0 ? (
            <>
              <p style={{ margin: 0 }}>{branchFileText.digitCodes(check.warnings.length)}</p>
              <CellList cells={check.warnings} />
            </>
          ) : undefined
        }
      />
    );
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={check.message}
      description={check.cells?.length ? <CellList cells={check.cells} /> : undefined}
    />
  );
}

function CellList({ cells }: { readonly cells: readonly CellProblem[] }) {
  return (
    <ul style={{ margin: 0, paddingLeft: 20 }}>
      {cells.slice(0, LISTED_CELLS).map((cell) => (
        <li key={cell.rowNumber}>{cell.message}</li>
      ))}
      {cells.length > LISTED_CELLS ? <li>{branchFileText.more(cells.length - LISTED_CELLS)}</li> : null}
    </ul>
  );
}
