/** Route-level tests of the coupon screens, built only from the coupon resource definition. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockRuntime, mockServer } from '@/mocks/node';
import { dialogTitled, noDialogTitled } from '@/testing/dialogs';
import { renderRoute } from '@/testing/render-route';

const LIST = '/profile/101/coupon';
/** Expiries must lie ahead (x-not-past): tests pick days of next year. */
const NEXT_YEAR = new Date().getFullYear() + 1;

/** Data rows of the list once loaded (antd marks them with data-row-key). */
async function rows(count?: number) {
  const table = await screen.findByRole('table', { name: '쿠폰 목록' });
  await waitFor(() => {
    const found = table.querySelectorAll('tbody tr[data-row-key]').length;
    expect(count === undefined ? found > 0 : found === count).toBe(true);
  });
  return [...table.querySelectorAll('tbody tr[data-row-key]')];
}

/**
 * The open dialog with this title. (antd labels dialogs through ids that are fixed under test, so
 * the accessible name is checked in the browser by playwright; here the title text is.)
 */
describe('coupon list', () => {
  it('shows the first 10 coupons of the account with their total, and page 2 from the URL', async () => {
    renderRoute(LIST);
    expect(await rows(10)).toHaveLength(10);
    expect(screen.getByText('총 12개')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '단골 아메리카노 1잔 무료' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/profile\/101\/coupon\/detail\/\d+$/),
    );
    expect(screen.getAllByText('기간 만료').length).toBeGreaterThan(0);
  });

  it('reads page and filters from the URL', async () => {
    renderRoute(`${LIST}?page=2`);
    expect(await rows(2)).toHaveLength(2);
    renderRoute(`${LIST}?validity=NOT_ACTIVE`);
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: /평일 오전 2,000원 할인|비 오는 날/ })).toHaveLength(2),
    );
  });

  it('says so when the account has no coupons yet, with the create button', async () => {
    renderRoute('/profile/103/coupon');
    expect(
      await screen.findByText('아직 만든 쿠폰이 없어요. 첫 쿠폰을 만들어 단골을 모아 보세요.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('쿠폰 만들기').length).toBeGreaterThan(0);
  });

  it('shows a failed load with a working retry', async () => {
    // Every call fails until the server is back: the route's own early call and the screen's.
    mockRuntime.faults.add({ operation: 'coupon.listCouponBoxes', status: 500 });
    const { user } = renderRoute(LIST);
    expect(await screen.findByText('서버에 문제가 생겼어요. 잠시 후 다시 시도해 주세요.')).toBeInTheDocument();
    mockRuntime.faults.clear();
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await rows(10)).toHaveLength(10);
  });

  it('says the network is down when the connection drops', async () => {
    mockRuntime.faults.add({ operation: 'coupon.listCouponBoxes', offline: true });
    renderRoute(LIST);
    expect(
      await screen.findByText('네트워크에 연결할 수 없어요. 연결을 확인하고 다시 시도해 주세요.'),
    ).toBeInTheDocument();
  });
});

describe('coupon re-issue dialog', () => {
  it('asks with the copy-deck text, sets ACTIVE, toasts and closes', async () => {
    const { user } = renderRoute(LIST);
    await rows();
    await user.click(screen.getByLabelText('재발행: 평일 오전 2,000원 할인'));
    const dialog = await dialogTitled('쿠폰을 재발행할까요?');
    expect(within(dialog).getByText('재발행하면 고객이 쿠폰을 다시 받고 사용할 수 있어요.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '취소' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '재발행' }));
    expect(await screen.findByText('쿠폰을 재발행했어요.')).toBeInTheDocument();
    await noDialogTitled('쿠폰을 재발행할까요?');
    expect(mockRuntime.db.state.coupon.boxes.find((box) => box.name === '평일 오전 2,000원 할인')?.status).toBe(
      'ACTIVE',
    );
  });

  it('keeps the dialog open and usable when re-issuing fails', async () => {
    mockRuntime.faults.add({ operation: 'coupon.updateCouponBoxStatus', status: 500, times: 1 });
    const { user } = renderRoute(LIST);
    await rows();
    await user.click(screen.getByLabelText('재발행: 평일 오전 2,000원 할인'));
    const dialog = await dialogTitled('쿠폰을 재발행할까요?');
    await user.click(within(dialog).getByRole('button', { name: '재발행' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('서버에 문제가 생겼어요.');
    await user.click((await within(dialog).findByText('다시 시도')).closest('button')!);
    expect(await screen.findByText('쿠폰을 재발행했어요.')).toBeInTheDocument();
  });
});

describe('coupon detail', () => {
  it('shows the fields with Korean labels and both customer lists, 10 a page', async () => {
    const box = mockRuntime.db.state.coupon.boxes.find((row) => row.name === '단골 아메리카노 1잔 무료')!;
    renderRoute(`${LIST}/detail/${box.id}`);
    expect(await screen.findByRole('heading', { name: '단골 아메리카노 1잔 무료' })).toBeInTheDocument();
    expect(screen.getByText('혜택 내용')).toBeInTheDocument();
    expect(screen.getByText('단골 고객만')).toBeInTheDocument();
    const claimed = await screen.findByRole('table', { name: '쿠폰을 받은 고객' });
    await waitFor(() => expect(within(claimed).getAllByRole('row')).toHaveLength(11));
    expect(screen.getByRole('table', { name: '쿠폰을 사용한 고객' })).toBeInTheDocument();
  });
});

describe('coupon form', () => {
  it('names every missing required field before sending, and keeps what was typed', async () => {
    const { user } = renderRoute(`${LIST}/new`);
    const benefit = await screen.findByLabelText('혜택 내용');
    await user.type(benefit, '아메리카노 1잔 무료');
    await user.click(screen.getByRole('button', { name: '만들기' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('쿠폰 이름: 필수 항목이에요.');
    expect(summary).toHaveTextContent('사용 기한: 필수 항목이에요.');
    expect(screen.getByLabelText('혜택 내용')).toHaveValue('아메리카노 1잔 무료');
  });

  it('shows a server rejection on its field and keeps what was typed', async () => {
    const box = mockRuntime.db.state.coupon.boxes.find((row) => row.name === '케이크 3,000원 할인')!;
    mockServer.use(
      http.put(/coupon\..*\/api\/v1\/coupon_boxes\/\d+$/, () =>
        HttpResponse.json(
          {
            status: 400,
            message: '입력한 내용을 확인해 주세요.',
            errors: [{ field: 'name', reason: '이미 같은 이름의 쿠폰이 있어요.' }],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderRoute(`${LIST}/update/${box.id}`);
    const name = await screen.findByLabelText('쿠폰 이름');
    await waitFor(() => expect(name).toHaveValue('케이크 3,000원 할인'));
    await user.clear(name);
    await user.type(name, '단골 아메리카노 1잔 무료');
    await user.click(screen.getByText('저장').closest('button')!);
    expect(await screen.findByText('이미 같은 이름의 쿠폰이 있어요.')).toBeInTheDocument();
    expect(screen.getByText('저장하지 못했어요. 표시된 항목을 확인해 주세요.')).toBeInTheDocument();
    expect(screen.getByLabelText('쿠폰 이름')).toHaveValue('단골 아메리카노 1잔 무료');
  });

  it('never submits on Enter while a Korean syllable is being composed', async () => {
    renderRoute(`${LIST}/new`);
    const name = await screen.findByLabelText('쿠폰 이름');
    const composingEnter = fireEvent.keyDown(name, { key: 'Enter', keyCode: 229, isComposing: true });
    expect(composingEnter).toBe(false);
    const plainEnter = fireEvent.keyDown(name, { key: 'Enter', keyCode: 13 });
    expect(plainEnter).toBe(true);
  });

  it('confirms a typed expiry with Enter without submitting the form', async () => {
    renderRoute(`${LIST}/new`);
    const expiry = await screen.findByLabelText('사용 기한');
    const enter = fireEvent.keyDown(expiry, { key: 'Enter', keyCode: 13 });
    expect(enter).toBe(false); // default prevented: no implicit submission
  });

  it('asks before leaving with unsaved changes (계속 작성 / 나가기)', async () => {
    const { user, router } = renderRoute(`${LIST}/new`);
    await user.type(await screen.findByLabelText('쿠폰 이름'), '작성 중');
    await user.click(screen.getByRole('link', { name: /목록으로/ }));
    const dialog = await dialogTitled('저장하지 않은 내용이 있어요. 페이지를 나갈까요?');
    // Leaving within the account: nothing about switching accounts.
    expect(dialog).not.toHaveTextContent('다른 계정으로');
    await user.click(within(dialog).getByRole('button', { name: '계속 작성' }));
    expect(router.state.location.pathname).toBe(`${LIST}/new`);
    expect(screen.getByLabelText('쿠폰 이름')).toHaveValue('작성 중');
    await user.click(screen.getByRole('link', { name: /목록으로/ }));
    await user.click(
      within(await dialogTitled('저장하지 않은 내용이 있어요. 페이지를 나갈까요?')).getByRole('button', {
        name: '나가기',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(LIST));
  });

  it('edits a coupon and sends status ACTIVE with it', async () => {
    const stopped = mockRuntime.db.state.coupon.boxes.find((box) => box.status === 'INACTIVE')!;
    let sent: unknown;
    mockServer.use(
      http.put(/coupon\..*\/api\/v1\/coupon_boxes\/\d+$/, async ({ request }) => {
        sent = await request.clone().json();
      }),
    );
    const { user, router } = renderRoute(`${LIST}/update/${stopped.id}`);
    const name = await screen.findByLabelText('쿠폰 이름');
    expect(name).toHaveValue(stopped.name);
    await user.clear(name);
    await user.type(name, '평일 오전 할인');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${LIST}/detail/${stopped.id}`));
    expect(sent).toMatchObject({ name: '평일 오전 할인', status: 'ACTIVE' });
    expect(await screen.findByText('저장했어요.')).toBeInTheDocument();
  });
});

const boxNamed = (name: string) => mockRuntime.db.state.coupon.boxes.find((box) => box.name === name)!;

describe('coupon benefits and expiry on screen', () => {
  it("leads back from a coupon's page to the list as it was left (filter and page)", async () => {
    const { user } = renderRoute(`${LIST}?validity=NOT_ACTIVE`);
    await user.click((await screen.findAllByRole('link', { name: /비 오는 날/ }))[0]!);
    expect(await screen.findByRole('link', { name: /목록으로/ })).toHaveAttribute(
      'href',
      `${LIST}?validity=NOT_ACTIVE`,
    );
  });

  it('lists the benefit as merchants say it and the expiry as the end of its day in KST', async () => {
    renderRoute(LIST);
    const [cake] = (await rows()).filter((row) => row.textContent?.includes('케이크 3,000원 할인'));
    expect(cake).toHaveTextContent('3,000원 할인');
    expect(cake).toHaveTextContent('홀케이크 3,000원 할인');
    expect(cake).toHaveTextContent(/\d{4}\.\d{2}\.\d{2} 23:59까지/);
    const [rate] = (await rows()).filter((row) => row.textContent?.includes('첫 방문 10% 할인'));
    expect(rate).toHaveTextContent('10% 할인전 메뉴 10% 할인');
    const [free] = (await rows()).filter((row) => row.textContent?.includes('단골 아메리카노 1잔 무료'));
    expect(free).toHaveTextContent('무료 증정아메리카노(ICE/HOT) 1잔 무료');
  });

  it('shows a discount’s own value on the detail page, and not the fields of other benefit types', async () => {
    renderRoute(`${LIST}/detail/${boxNamed('케이크 3,000원 할인').id}`);
    expect(await screen.findByRole('heading', { name: '케이크 3,000원 할인' })).toBeInTheDocument();
    expect(screen.getByText('할인 금액')).toBeInTheDocument();
    expect(screen.getByText('3,000원')).toBeInTheDocument();
    expect(screen.getByText('25,000원')).toBeInTheDocument();
    expect(screen.queryByText('할인율')).not.toBeInTheDocument();
  });
});

describe('coupon actions follow what they would change', () => {
  const actionsOf = async (name: string) => {
    const [row] = (await rows()).filter((candidate) => candidate.textContent?.includes(name));
    // Labels read straight from the cell (role queries over a whole table are slow in jsdom).
    return [...(row as HTMLElement).querySelectorAll('button[aria-label], a[aria-label]')].map((element) =>
      element.getAttribute('aria-label'),
    );
  };

  it('offers 발행 중지 only where customers can still receive the coupon, and 재발행 only where it makes it receivable', async () => {
    renderRoute(LIST);
    expect(await actionsOf('단골 아메리카노 1잔 무료')).toContain('발행 중지: 단골 아메리카노 1잔 무료');
    expect(await actionsOf('평일 오전 2,000원 할인')).toContain('재발행: 평일 오전 2,000원 할인');
    for (const name of ['오픈 기념 쿠키 증정', '수능 응원 음료 사이즈업']) {
      const labels = await actionsOf(name); // 수량 소진, 기간 만료
      expect(labels).not.toContain(`발행 중지: ${name}`);
      expect(labels).not.toContain(`재발행: ${name}`);
      expect(labels).toContain(`수정: ${name}`);
    }
  });

  it('does not offer 재발행 for a stopped coupon that has expired or run out', async () => {
    const stopped = boxNamed('평일 오전 2,000원 할인');
    stopped.expires_at = '2026-01-01T23:59:59+09:00';
    renderRoute(LIST);
    expect(await actionsOf('평일 오전 2,000원 할인')).not.toContain('재발행: 평일 오전 2,000원 할인');
  });

  it('offers the same on the detail page: nothing to stop on an expired coupon', async () => {
    renderRoute(`${LIST}/detail/${boxNamed('수능 응원 음료 사이즈업').id}`);
    expect(await screen.findByRole('heading', { name: '수능 응원 음료 사이즈업' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^발행 중지/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^재발행/ })).not.toBeInTheDocument();
    renderRoute(`${LIST}/detail/${boxNamed('케이크 3,000원 할인').id}`);
    expect(await screen.findByRole('button', { name: '발행 중지: 케이크 3,000원 할인' })).toBeInTheDocument();
  });

  it('stops only the chosen coupons it changes something for', async () => {
    const { user } = renderRoute(LIST);
    await rows();
    await user.click(screen.getByLabelText('수능 응원 음료 사이즈업 선택'));
    await screen.findByText('1개 선택');
    expect(screen.queryByLabelText(/^발행 중지: \d+개 쿠폰$/)).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('케이크 3,000원 할인 선택'));
    await screen.findByText('2개 선택');
    await user.click(screen.getByLabelText('발행 중지: 1개 쿠폰'));
    const dialog = await dialogTitled('고른 쿠폰의 발행을 멈출까요?');
    await user.click(within(dialog).getByRole('button', { name: '발행 중지' }));
    expect(await screen.findByText('쿠폰 발행을 멈췄어요.')).toBeInTheDocument();
    expect(boxNamed('케이크 3,000원 할인').status).toBe('INACTIVE');
    expect(boxNamed('수능 응원 음료 사이즈업').status).toBe('ACTIVE');
  });
});

describe('coupon form: the benefit’s own value', () => {
  it('asks for the amount of 금액 할인 and the rate of 비율 할인, and for neither with 무료 증정', async () => {
    const { user } = renderRoute(`${LIST}/new`);
    await screen.findByLabelText('쿠폰 이름');
    expect(screen.queryByLabelText('할인 금액')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('할인율')).not.toBeInTheDocument();

    await user.click(screen.getByText('금액 할인'));
    expect(await screen.findByLabelText('할인 금액')).toBeInTheDocument();
    expect(screen.queryByLabelText('할인율')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '만들기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('할인 금액: 필수 항목이에요.');

    await user.click(screen.getByText('비율 할인'));
    const rate = await screen.findByLabelText('할인율');
    expect(screen.queryByLabelText('할인 금액')).not.toBeInTheDocument();
    await user.type(rate, '120');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('할인율: 99% 이하로 입력해 주세요.'));

    await user.click(screen.getByText('무료 증정'));
    await waitFor(() => expect(screen.queryByLabelText('할인율')).not.toBeInTheDocument());
    expect(screen.queryByLabelText('할인 금액')).not.toBeInTheDocument();
  });

  it('sends the amount with separators typed, and never a value of another benefit type', async () => {
    let sent: { benefit_request?: Record<string, unknown>; expires_at?: string } | undefined;
    mockServer.use(
      http.post(/coupon\..*\/api\/v1\/coupon_boxes$/, async ({ request }) => {
        sent = (await request.clone().json()) as typeof sent;
      }),
    );
    const { user, router } = renderRoute(`${LIST}/new`);
    await user.type(await screen.findByLabelText('쿠폰 이름'), '주말 3,000원 할인');
    await user.click(screen.getByText('비율 할인'));
    await user.type(await screen.findByLabelText('할인율'), '10');
    await user.click(screen.getByText('금액 할인'));
    const amount = await screen.findByLabelText('할인 금액');
    await user.type(amount, '3000');
    await user.tab();
    expect(amount).toHaveValue('3,000');
    await user.type(screen.getByLabelText('혜택 내용'), '전 메뉴 3,000원 할인');
    const expiry = screen.getByLabelText('사용 기한');
    await user.click(expiry);
    await user.type(expiry, `${NEXT_YEAR}.01.31{Enter}`);
    await user.click(screen.getByRole('button', { name: '만들기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(LIST));
    expect(sent?.benefit_request).toEqual({
      benefit_type: 'DISCOUNT_AMOUNT',
      discount_amount: 3000,
      description: '전 메뉴 3,000원 할인',
    });
    expect(sent?.expires_at).toBe(`${NEXT_YEAR}-01-31T23:59:59+09:00`);
  });

  it('keeps a past day typed into 사용 기한 and says why it cannot be saved', async () => {
    const { user } = renderRoute(`${LIST}/new`);
    const expiry = await screen.findByLabelText('사용 기한');
    await user.click(expiry);
    await user.type(expiry, '2026.01.31{Enter}');
    await waitFor(() => expect(expiry).toHaveValue('2026.01.31'));
    expect(await screen.findByText('지난 날짜예요. 오늘이나 그 이후 날짜를 골라 주세요.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '만들기' }));
    await waitFor(() =>
      expect(screen.getByText('입력한 내용을 확인해 주세요.').closest('[role="alert"]')).toHaveTextContent(
        '사용 기한: 지난 날짜예요. 오늘이나 그 이후 날짜를 골라 주세요.',
      ),
    );
    expect(expiry).toHaveValue('2026.01.31');
  });
});

describe('a coupon customers hold', () => {
  const held = () => mockRuntime.db.state.coupon.boxes.find((row) => row.name === '단골 아메리카노 1잔 무료')!;

  it('says before deleting how many customers hold it unused, in bold, with a danger button', async () => {
    const box = held();
    const claims = mockRuntime.db.state.coupon.claims.filter((claim) => claim.coupon_box_id === box.id);
    const unused = claims.filter((claim) => claim.used_at === null).length;
    const { user } = renderRoute(`${LIST}/detail/${box.id}`);
    await screen.findByRole('heading', { name: box.name });
    await user.click(screen.getByRole('button', { name: `삭제: ${box.name}` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(`${unused}명`).tagName).toBe('STRONG');
    expect(within(dialog).getByRole('button', { name: '삭제' })).toHaveClass('ant-btn-dangerous');
  });

  it('shows its benefit read-only with the reason, and the quantity’s floor under it', async () => {
    const box = held();
    const count = mockRuntime.db.state.coupon.claims.filter((claim) => claim.coupon_box_id === box.id).length;
    renderRoute(`${LIST}/update/${box.id}`);
    expect(
      await screen.findByText(
        `${count}명이 이미 받은 쿠폰이라 혜택·사용처·받을 수 있는 고객은 바꿀 수 없고, 사용 기한은 늘리기만 할 수 있어요.`,
      ),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText('혜택 내용')).toBeDisabled();
    // Where it is used and who may get it are part of what the holders were promised (issue 40).
    for (const name of ['매장에서 사용', '제휴 QR코드', '모든 고객', '단골 고객만'])
      expect(screen.getByRole('radio', { name })).toBeDisabled();
    expect(
      screen.getByText(`이미 ${count}명이 받았어요. 발행 수량은 ${count}장보다 적게 줄일 수 없어요.`),
    ).toBeInTheDocument();
  });
});
