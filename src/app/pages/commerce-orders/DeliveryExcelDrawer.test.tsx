/**
 * 엑셀로 배송 시작 keeps its result (issue 25): the row-by-row result of the file uploaded in this
 * visit, with each row's 주문번호, stays while the page around the drawer refreshes or renders it
 * anew, until the merchant closes the drawer; an earlier upload of the same file name is not read
 * as this one. The registration status is scripted here (the finance call's processing is the mock
 * services' own test); the upload call resolves as the finance service answers.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrentAccountProvider } from '@/api/current-account';
import { mockServer } from '@/mocks/node';
import { workbookBytes } from '@/testing/spreadsheet-fixtures';
import { DeliveryExcelDrawer } from './DeliveryExcelDrawer';
import type * as CommerceOrderQueries from '@/api/commerce-order-queries';

// jsdom's File does not survive the multipart body to the mock backend: the call is the step scripted.
const uploads = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/api/commerce-order-queries', async (importOriginal) => ({
  ...(await importOriginal<typeof CommerceOrderQueries>()),
  uploadDeliveryFile: () => {
    uploads.count += 1;
    return Promise.resolve({});
  },
}));

const FILE = '배송.csv';
const FIRST = '20261125-1810';
const SECOND = '20261125-1808';

/** The latest upload as the status answers it: an earlier `배송.csv`, then this visit's, done. */
function statusAnswer() {
  const earlier = uploads.count === 0;
  return {
    __typename: 'BulkDeliveryStartUpload',
    id: earlier ? 'upload-1' : 'upload-2',
    fileName: FILE,
    status: 'COMPLETED',
    totalCount: earlier ? 5 : 2,
    successCount: earlier ? 5 : 1,
    failureCount: earlier ? 0 : 1,
    uploadedAt: earlier ? '2026-11-27T09:00:00+09:00' : '2026-11-27T10:00:00+09:00',
    completedAt: earlier ? '2026-11-27T09:00:30+09:00' : '2026-11-27T10:00:30+09:00',
    failures: earlier
      ? []
      : [
          {
            __typename: 'BulkDeliveryStartFailure',
            rowNumber: 3,
            orderSheetId: null,
            reason: '송장 번호를 확인해 주세요.',
          },
        ],
  };
}

/** The list page's part: the drawer while open; `remount` renders it anew without closing it. */
function Harness() {
  const [open, setOpen] = useState(true);
  const [mount, setMount] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setMount((n) => n + 1)}>
        remount
      </button>
      <button type="button" onClick={() => setOpen(true)}>
        reopen
      </button>
      {open ? <DeliveryExcelDrawer key={mount} open onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** The drawer in the list page's place, for account 101. */
function renderDrawer() {
  const user = userEvent.setup();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <CurrentAccountProvider account="101">
        <Harness />
      </CurrentAccountProvider>
    </QueryClientProvider>,
  );
  return { user, queryClient };
}

const results = () => screen.queryByRole('table', { name: '줄별 처리 결과' });

afterEach(() => {
  uploads.count = 0;
});

describe('the bulk delivery result', () => {
  it('keeps each row’s 주문번호 until the drawer is closed', async () => {
    mockServer.use(
      graphql.query('BulkDeliveryStartStatus', () =>
        HttpResponse.json({ data: { bulkDeliveryStartStatus: statusAnswer() } }),
      ),
    );
    const { user, queryClient } = renderDrawer();
    // The earlier upload of the same name: its counts, and no rows of a sheet.
    await screen.findByRole('status');
    expect(results()).toBeNull();

    const file = new File([`주문번호,택배사,송장번호\n${FIRST},CJ,560011112222\n${SECOND},CJ,12\n`], FILE, {
      type: 'text/csv',
    });
    await user.upload(screen.getByLabelText('배송 엑셀 파일'), file);
    await screen.findByText(`${FILE} · 2줄을 올릴 수 있어요.`);
    await user.click(screen.getByRole('button', { name: '올리기' }));

    const table = await screen.findByRole('table', { name: '줄별 처리 결과' });
    expect(within(table).getByText(FIRST)).toBeTruthy();
    expect(within(table).getByText(SECOND)).toBeTruthy();
    expect(within(table).getByText(/송장 번호를 확인해 주세요/)).toBeTruthy();

    // The page around it refreshes (the orders that started delivery) and renders the drawer anew.
    await queryClient.invalidateQueries();
    await user.click(screen.getByRole('button', { name: 'remount', hidden: true }));
    await screen.findByRole('status');
    await waitFor(() => expect(within(results()!).getByText(FIRST)).toBeTruthy());
    expect(within(results()!).getByText(SECOND)).toBeTruthy();

    // Closed, it forgets the sheet: reopened, the upload's counts and failing row only.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'reopen', hidden: true }));
    await screen.findByRole('status');
    expect(await screen.findByRole('table', { name: '줄별 처리 결과' })).toBeTruthy();
    expect(screen.queryByText(FIRST)).toBeNull();
  });

  it('lets a file go whose 연락처 Excel made a number, saying so, since the upload does not read it', async () => {
    mockServer.use(
      graphql.query('BulkDeliveryStartStatus', () => HttpResponse.json({ data: { bulkDeliveryStartStatus: null } })),
    );
    const { user } = renderDrawer();
    const workbook = workbookBytes([
      ['주문번호', '택배사', '송장번호', '연락처'],
      [FIRST, 'CJ대한통운', '560011112222', 1012345678],
    ]);
    await user.upload(screen.getByLabelText('배송 엑셀 파일'), new File([workbook.slice().buffer], '배송.xlsx'));
    await screen.findByText('배송.xlsx · 1줄을 올릴 수 있어요.', { exact: false });
    expect(
      screen.getByText(
        '읽지 않는 열에 엑셀이 바꾼 번호가 1칸 있어요. 배송 시작에는 주문번호, 택배사, 송장번호만 쓰니 그대로 올려도 돼요.',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/^2번째 줄 연락처: 1012345678의 맨 앞 0이 사라졌을 수 있어요\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: '올리기' })).toBeEnabled();
  });
});
