/**
 * /profile/{baId}/branch-store/bulk-regist (hand-written): the example csv to download, a file
 * picked or dropped (csv in UTF-8 or CP949, tab-separated, xlsx or xls), read and checked in the
 * browser (type, size, header, line count, codes Excel rewrote) before anything is sent, then
 * uploaded as the csv `branchFile`; the answer says line by line which branches failed and why.
 * A failed upload keeps the chosen file, so 다시 시도 sends it again.
 */
import { InboxOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Upload } from 'antd';
import { useRef, useState } from 'react';
import { useParams } from 'react-router';
import type { BranchRegistration } from '@/api/branches';
import { accountOfParams } from '@/api/current-account';
import { fieldErrorsOf } from '@/api/errors';
import { callApi } from '@/api/operations';
import { serviceQueryKey } from '@/api/data/keys';
import { BusyButton } from '@/components/actions/BusyButton';
import { DownloadButton } from '@/components/actions/DownloadButton';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { errorMessage } from '@/components/feedback/error-message';
import { PageHeader } from '@/components/layout/PageHeader';
import { Panel } from '@/components/layout/Panel';
import { LinkButton } from '@/components/navigation/LinkButton';
import { paths } from '@/config/paths';
import { useWriteGuard } from '@/engine/access/write-access';
import { messages } from '@/lib/messages';
import { BackLink } from './BackLink';
import { checkBranchFile, LISTED_CELLS, branchFileText, type BranchFileCheck } from './branch-file';
import { branchCopy as text } from './branch-copy';
import { creatableQuery } from './branch-queries';
import { RegistrationResult } from './RegistrationResult';

type Checked = { readonly file: File; readonly check: BranchFileCheck | 'checking' };

export function BranchBulkPage() {
  const params = useParams();
  const account = accountOfParams(params) ?? '';
  const queryClient = useQueryClient();
  const creatable = useQuery(creatableQuery(queryClient, account));
  const [chosen, setChosen] = useState<Checked | undefined>(undefined);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<unknown>(null);
  const [result, setResult] = useState<BranchRegistration | undefined>(undefined);
  const guard = useWriteGuard('create');
  // The file being checked: a slower check of an earlier file never replaces a later one's.
  const latest = useRef<File | undefined>(undefined);

  const choose = async (file: File) => {
    latest.current = file;
    setUploadError(null);
    setResult(undefined);
    setChosen({ file, check: 'checking' });
    const check = await checkBranchFile(file);
    if (latest.current === file) setChosen({ file, check });
  };

  const upload = async () => {
    if (!chosen || chosen.check === 'checking' || !chosen.check.ok || uploading) return;
    setUploading(true);
    setUploadError(null);
    try {
      const { data } = await callApi('branch.uploadBusinessAccountBranchFile', {
        account,
        body: { branchFile: chosen.check.upload },
      });
      setResult(data.data);
      setChosen(undefined);
      await queryClient.invalidateQueries({ queryKey: serviceQueryKey('branch') });
    } catch (error) {
      setUploadError(error);
    } finally {
      setUploading(false);
    }
  };

  const header = (
    <PageHeader
      title={text.bulkTitle}
      description={text.bulkDescription}
      back={<BackLink to={paths.accountAdmin.branchOverview.href({ baId: account })} label={text.toOverview} />}
      extra={<LinkButton to={paths.accountAdmin.branchHistory.href({ baId: account })}>{text.history}</LinkButton>}
    />
  );
  if (creatable.error)
    return (
      <>
        {header}
        <ErrorState error={creatable.error} onRetry={() => void creatable.refetch()} />
      </>
    );
  if (!creatable.data)
    return (
      <>
        {header}
        <LoadingState rows={6} />
      </>
    );
  if (!creatable.data.creatable)
    return (
      <>
        {header}
        <Alert
          type="warning"
          showIcon
          role="note"
          title={text.notCreatableTitle}
          description={creatable.data.message}
        />
      </>
    );

  const check = chosen?.check;
  const uploadFieldError = fieldErrorsOf(uploadError).find((error) => error.field === 'branchFile')?.reason;
  return (
    <>
      {header}
      <Flex vertical gap={16} style={{ maxWidth: 820 }}>
        {result ? (
          <RegistrationResult registration={result} account={account} onAnother={() => setResult(undefined)} />
        ) : null}
        <Panel title={text.stepExample} titleId="bulk-example-title">
          <p style={{ marginTop: 0 }}>{text.stepExampleBody}</p>
          <DownloadButton operation="branch.downloadBranchRegistrationExample" fileName="지점_일괄등록_예시.csv">
            {text.exampleDownload}
          </DownloadButton>
        </Panel>
        <Panel title={text.stepFile} titleId="bulk-file-title">
          <Flex vertical gap={12}>
            <Upload.Dragger
              name="branchFile"
              accept=".csv,.tsv,.txt,.xlsx,.xls,text/csv"
              multiple={false}
              showUploadList={false}
              disabled={guard.blocked || uploading}
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
              {chosen && check && check !== 'checking' ? (
                check.ok ? (
                  <Alert type="success" showIcon title={text.checkedOk(chosen.file.name, check.lines)} />
                ) : (
                  <Alert
                    type="error"
                    showIcon
                    role="alert"
                    title={check.message}
                    description={
                      check.cells?.length ? (
                        <ul style={{ margin: 0, paddingLeft: 20 }}>
                          {check.cells.slice(0, LISTED_CELLS).map((cell) => (
                            <li key={cell.rowNumber}>{cell.message}</li>
                          ))}
                          {check.cells.length > LISTED_CELLS ? (
                            <li>{branchFileText.more(check.cells.length - LISTED_CELLS)}</li>
                          ) : null}
                        </ul>
                      ) : undefined
                    }
                  />
                )
              ) : null}
            </div>
            {uploadError ? (
              <Alert
                type="error"
                showIcon
                role="alert"
                title={uploadFieldError ?? errorMessage(uploadError)}
                action={
                  uploadFieldError ? undefined : (
                    <BusyButton size="small" busy={uploading} onClick={() => void upload()}>
                      {messages.common.retry}
                    </BusyButton>
                  )
                }
              />
            ) : null}
            <Flex gap={8}>
              <BusyButton
                type="primary"
                busy={uploading}
                {...guard.props}
                disabled={guard.blocked || !chosen || check === 'checking' || !check?.ok}
                onClick={() => void upload()}
              >
                {uploading ? text.uploading : text.upload}
              </BusyButton>
              {chosen ? (
                <Button onClick={() => setChosen(undefined)} disabled={uploading}>
                  {messages.common.cancel}
                </Button>
              ) : null}
            </Flex>
            {guard.reason ? <span>{guard.reason}</span> : null}
          </Flex>
        </Panel>
      </Flex>
    </>
  );
}
