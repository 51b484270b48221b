/** What one upload did: how many branches were registered, and each line that failed with its reason. */
import { Alert, Flex, Table } from 'antd';
import type { BranchRegistration } from '@/api/branches';
import { DownloadButton } from '@/components/actions/DownloadButton';
import { Panel } from '@/components/layout/Panel';
import { LinkButton } from '@/components/navigation/LinkButton';
import { paths } from '@/config/paths';
import { Button } from 'antd';
import { branchCopy as text } from './branch-copy';
import { branchPageCopy } from './branch-page-copy';

export function RegistrationResult({
  registration,
  account,
  onAnother,
}: {
  readonly registration: BranchRegistration;
  readonly account: string;
  readonly onAnother: () => void;
}) {
  const failed = registration.failures;
  return (
    <Panel title={text.resultTitle} titleId="bulk-result-title">
      <Flex vertical gap={12}>
        <Alert
          type={failed.length === 0 ? 'success' : registration.successCount === 0 ? 'error' : 'warning'}
          showIcon
          role="status"
          title={failed.length === 0 ? text.resultAllOk(registration.successCount) : text.resultSummary(registration)}
        />
        {failed.length > 0 ? (
          <>
            <h3 style={{ margin: 0 }}>{text.failuresTitle}</h3>
            <p style={{ margin: 0 }}>{text.failuresHint}</p>
            <Table
              size="small"
              rowKey="rowNumber"
              pagination={false}
              dataSource={failed}
              columns={[
                { title: text.columns.row, dataIndex: 'rowNumber', render: (row: number) => text.rowNumber(row) },
                {
                  title: text.columns.code,
                  dataIndex: 'originBranchId',
                  render: (value: string) => value || text.empty,
                },
                { title: text.columns.name, dataIndex: 'branchName', render: (value: string) => value || text.empty },
                {
                  title: text.columns.reason,
                  dataIndex: 'reason',
                  render: (reason: keyof typeof text.failureReasons) => text.failureReasons[reason],
                },
              ]}
            />
          </>
        ) : null}
        <Flex gap={8} wrap>
          <DownloadButton
            operation="branch.downloadBranchRegistrationFile"
            path={{ id: registration.id }}
            fileName={registration.fileName}
          >
            {text.resultDownload}
          </DownloadButton>
          <LinkButton to={paths.accountAdmin.branchList.href({ baId: account })}>{branchPageCopy.list}</LinkButton>
          <Button onClick={onAnother}>{text.another}</Button>
        </Flex>
      </Flex>
    </Panel>
  );
}
