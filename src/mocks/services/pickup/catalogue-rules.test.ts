/**
 * The pickup catalogue's rules as the mock server enforces them (issue 23): the schema's keywords
 * (checked before a handler runs, in the form's sentences) and the rules about other records (a
 * name no other menu has), each a 400 naming its field.
 */
import { describe, expect, it } from 'vitest';
import type { components } from '@generated/openapi/pickup';
import type { OperationArgs, OperationKey } from '@/api/operations';
import { mockRuntime } from '@/mocks/node';
import { asAccount, dataOf, failure } from '@/mocks/testing/operation-calls';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';

type Schemas = components['schemas'];

const store = () => mockRuntime.db.state.pickup.stores[String(DEMO_ACCOUNT_IDS.active)]!;
const coffee = () => store().displayCategories.find((category) => category.name === '커피')!;

/** The field errors of a refused call (expects a 400). */
async function refused(key: OperationKey, args: OperationArgs) {
  asAccount(DEMO_ACCOUNT_IDS.active);
  const error = await failure(key, args);
  expect(error.status).toBe(400);
  return (error.body as { errors: { field: string; reason: string }[] }).errors;
}

function menuBody(overrides: Record<string, unknown> = {}) {
  return { name: '흑임자 라떼', price: 6000, displayCategoryIds: [coffee().id], ...overrides };
}

describe('pickup menus: what the server refuses', () => {
  it('refuses a menu at 0원, naming the price', async () => {
    expect(await refused('pickup.createMenu', { body: menuBody({ price: 0 }) })).toEqual([
      { field: 'price', reason: '1원 이상 입력해 주세요.' },
    ]);
  });

  it('refuses an amount discount equal to the price (the menu would sell for 0원), keeps one a won below', async () => {
    const free = { price: 4500, discount: { discountMethod: 'AMOUNT', discountValue: 4500 } };
    expect(await refused('pickup.createMenu', { body: menuBody(free) })).toEqual([
      {
        field: 'discount.discountValue',
        reason: '할인 금액은 가격(4,500원)보다 작아야 해요.',
      },
    ]);
    const saved = await dataOf<Schemas['MenuDetail']>('pickup.createMenu', {
      body: menuBody({ name: '1원 라떼', price: 4500, discount: { discountMethod: 'AMOUNT', discountValue: 4499 } }),
    });
    expect(saved).toMatchObject({ price: 4500, discount: { discountValue: 4499 } });
  });

  it('refuses a menu in no category, saying customers would not see it', async () => {
    expect(await refused('pickup.createMenu', { body: menuBody({ displayCategoryIds: [] }) })).toEqual([
      {
        field: 'displayCategoryIds',
        reason: '카테고리를 하나 이상 골라 주세요. 카테고리에 없는 메뉴는 손님에게 안 보여요.',
      },
    ]);
  });

  it('refuses the name of another menu of the store (spaces and case aside), but keeps a menu’s own', async () => {
    expect(await refused('pickup.createMenu', { body: menuBody({ name: ' 아메리카노 ' }) })).toEqual([
      { field: 'name', reason: '같은 이름의 메뉴가 이미 있어요: 아메리카노' },
    ]);
    const [americano, latte] = ['아메리카노', '카페라떼'].map((name) => store().menus.find((m) => m.name === name)!);
    expect(
      await refused('pickup.updateMenu', { path: { menuId: latte!.id }, body: menuBody({ name: '아메리카노' }) }),
    ).toEqual([{ field: 'name', reason: '같은 이름의 메뉴가 이미 있어요: 아메리카노' }]);
    const saved = await dataOf<Schemas['MenuDetail']>('pickup.updateMenu', {
      path: { menuId: americano!.id },
      body: menuBody({ name: '아메리카노', price: 4800 }),
    });
    expect(saved).toMatchObject({ name: '아메리카노', price: 4800 });
  });

  it('refuses an amount discount above the price and a rate above 50% (the schema’s, as the form says)', async () => {
    const [amount] = await refused('pickup.createMenu', {
      body: menuBody({ price: 3000, discount: { discountMethod: 'AMOUNT', discountValue: 3500 } }),
    });
    expect(amount).toMatchObject({ field: 'discount.discountValue' });
    expect(amount!.reason).toBe('할인 금액은 가격(3,000원)보다 작아야 해요.');
    const [rate] = await refused('pickup.createMenu', {
      body: menuBody({ discount: { discountMethod: 'RATE', discountValue: 60 } }),
    });
    expect(rate).toMatchObject({ field: 'discount.discountValue' });
    expect(rate!.reason).toBe('비율 할인은 50%까지 할 수 있어요.');
  });

  it('says a menu no category holds is not seen (UNCATEGORIZED), not VISIBLE', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const menu = await dataOf<Schemas['MenuDetail']>('pickup.createMenu', { body: menuBody() });
    expect(menu.displayStatus).toBe('VISIBLE');
    await dataOf('pickup.updateDisplayCategory', {
      path: { id: coffee().id },
      body: { name: '커피', menus: [] },
    });
    const after = await dataOf<Schemas['MenuDetail']>('pickup.getMenu', { path: { menuId: menu.id } });
    expect(after.displayStatus).toBe('UNCATEGORIZED');
  });
});

const DAY = 86_400_000;
function discountBody(overrides: Record<string, unknown> = {}) {
  return {
    discountMethod: 'AMOUNT',
    discountValue: 2000,
    minimumOrderAmount: 20000,
    startAt: new Date(Date.now() + DAY).toISOString(),
    endAt: new Date(Date.now() + 30 * DAY).toISOString(),
    ...overrides,
  };
}

describe('store discounts: what the server refuses', () => {
  it('refuses a rate above 50% with one sentence (the schema’s; the handler’s 100% check is gone)', async () => {
    expect(
      await refused('pickup.createStoreDiscount', {
        body: discountBody({ discountMethod: 'RATE', discountValue: 100 }),
      }),
    ).toEqual([{ field: 'discountValue', reason: '비율 할인은 50%까지 할 수 있어요.' }]);
  });

  it('refuses an amount discount without a minimum order, or above it', async () => {
    expect(await refused('pickup.createStoreDiscount', { body: discountBody({ minimumOrderAmount: 0 }) })).toEqual(
      expect.arrayContaining([{ field: 'minimumOrderAmount', reason: '금액 할인은 최소 주문 금액을 정해야 해요.' }]),
    );
    const [above] = await refused('pickup.createStoreDiscount', {
      body: discountBody({ discountValue: 25000, minimumOrderAmount: 20000 }),
    });
    expect(above).toMatchObject({ field: 'discountValue' });
    expect(above!.reason).toBe('할인 금액은 최소 주문 금액(20,000원)보다 클 수 없어요.');
  });

  it('refuses a period that ends before it starts, or has ended', async () => {
    const start = new Date(Date.now() + 10 * DAY);
    expect(
      await refused('pickup.createStoreDiscount', {
        body: discountBody({ startAt: start.toISOString(), endAt: new Date(start.getTime() - DAY).toISOString() }),
      }),
    ).toEqual([{ field: 'endAt', reason: '종료는 시작보다 뒤여야 해요.' }]);
    expect(
      await refused('pickup.createStoreDiscount', {
        body: discountBody({
          startAt: new Date(Date.now() - 10 * DAY).toISOString(),
          endAt: new Date(Date.now() - DAY).toISOString(),
        }),
      }),
    ).toEqual([{ field: 'endAt', reason: '지난 날짜예요. 오늘이나 그 이후 날짜를 골라 주세요.' }]);
  });

  it('refuses the same discount twice in overlapping periods, and keeps a discount’s own on edit', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const first = await dataOf<Schemas['StoreDiscount']>('pickup.createStoreDiscount', { body: discountBody() });
    expect(first).toMatchObject({ discountValue: 2000, condition: { minimumOrderAmount: 20000 } });
    expect(await refused('pickup.createStoreDiscount', { body: discountBody() })).toEqual([
      { field: 'discountValue', reason: '같은 기간에 같은 할인이 이미 있어요.' },
    ]);
    // Another period is another discount; the same one edited is itself.
    const later = {
      startAt: new Date(Date.now() + 40 * DAY).toISOString(),
      endAt: new Date(Date.now() + 50 * DAY).toISOString(),
    };
    asAccount(DEMO_ACCOUNT_IDS.active);
    await dataOf('pickup.createStoreDiscount', { body: discountBody(later) });
    asAccount(DEMO_ACCOUNT_IDS.active);
    await dataOf('pickup.updateStoreDiscount', { path: { discountId: first.id }, body: discountBody() });
  });
});

const optionBody = (overrides: Record<string, unknown> = {}) => ({
  name: '얼음 양',
  status: 'OPEN',
  isBasic: false,
  maxOptionItemCount: 1,
  optionItems: [
    { name: '적게', price: 0, status: 'OPEN', isDefault: true },
    { name: '많이', price: 0, status: 'OPEN', isDefault: false },
  ],
  ...overrides,
});

describe('options and categories: names told apart, the maximum declared once', () => {
  it('refuses two items of one name (spaces and case aside), on the duplicate', async () => {
    const items = [
      { name: '레귤러', price: 0, status: 'OPEN' },
      { name: ' 레귤러', price: 500, status: 'OPEN' },
    ];
    expect(await refused('pickup.createMenuOption', { body: optionBody({ optionItems: items }) })).toEqual([
      { field: 'optionItems.1.name', reason: '같은 옵션 항목 이름이 이미 있어요: 레귤러' },
    ]);
  });

  it('refuses a maximum above the number of items with one sentence (x-not-above-count)', async () => {
    expect(await refused('pickup.createMenuOption', { body: optionBody({ maxOptionItemCount: 3 }) })).toEqual([
      { field: 'maxOptionItemCount', reason: '최대 선택 수는 옵션 항목 수(2개)보다 클 수 없어요.' },
    ]);
  });

  it('refuses a second option group or category of a name the store has', async () => {
    expect(await refused('pickup.createMenuOption', { body: optionBody({ name: '사이즈' }) })).toEqual([
      { field: 'name', reason: '같은 이름의 옵션이 이미 있어요: 사이즈' },
    ]);
    expect(await refused('pickup.createDisplayCategory', { body: { name: '커피 ' } })).toEqual([
      { field: 'name', reason: '같은 이름의 카테고리가 이미 있어요: 커피' },
    ]);
    const dessert = store().displayCategories.find((category) => category.name === '디저트')!;
    expect(
      await refused('pickup.updateDisplayCategory', { path: { id: dessert.id }, body: { name: '커피', menus: [] } }),
    ).toEqual([{ field: 'name', reason: '같은 이름의 카테고리가 이미 있어요: 커피' }]);
  });
});

describe('a negative 추가 금액 (사이즈 다운)', () => {
  it('is allowed, but never takes a menu below 0원: checked on the option and on the menu', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const items = [
      { name: '레귤러', price: 0, status: 'OPEN' },
      { name: '숏', price: -500, status: 'OPEN' },
    ];
    const option = await dataOf<Schemas['MenuOption']>('pickup.createMenuOption', {
      body: optionBody({ name: '사이즈 다운', optionItems: items }),
    });
    expect(option.optionItems.map((item) => item.price)).toEqual([0, -500]);
    expect(await refused('pickup.createMenu', { body: menuBody({ price: 400, optionIds: [option.id] }) })).toEqual([
      { field: 'optionIds', reason: expect.stringContaining('-100원') as string },
    ]);
    asAccount(DEMO_ACCOUNT_IDS.active);
    await dataOf('pickup.createMenu', {
      body: menuBody({ name: '미니 아메리카노', price: 1000, optionIds: [option.id] }),
    });
    const [issue] = await refused('pickup.updateMenuOption', {
      path: { menuOptionId: option.id },
      body: optionBody({ name: '사이즈 다운', optionItems: [items[0], { ...items[1], price: -1500 }] }),
    });
    expect(issue).toMatchObject({ field: 'optionItems' });
    expect(issue!.reason).toContain('미니 아메리카노');
  });
});

describe('a negative 추가 금액 with the menu’s own discount', () => {
  it('leaves at least 1원, the floor of a discount alone: checked on the menu and on the option', async () => {
    asAccount(DEMO_ACCOUNT_IDS.active);
    const items = [
      { name: '레귤러', price: 0, status: 'OPEN' },
      { name: '숏', price: -500, status: 'OPEN' },
    ];
    const option = await dataOf<Schemas['MenuOption']>('pickup.createMenuOption', {
      body: optionBody({ name: '작은 컵', optionItems: items }),
    });
    const fiveHundredOff = { discountMethod: 'AMOUNT', discountValue: 500 };
    // 1,000원 − 500원 할인 − 500원 (숏) = 0원: refused.
    expect(
      await refused('pickup.createMenu', {
        body: menuBody({ price: 1000, discount: fiveHundredOff, optionIds: [option.id] }),
      }),
    ).toEqual([
      {
        field: 'optionIds',
        reason: '옵션을 고르면 할인 뒤 가격이 0원이 돼요. 할인과 빼 주는 옵션 금액을 합해도 1원 이상 남아야 해요.',
      },
    ]);
    // 1,001원 − 500원 − 500원 = 1원: kept.
    asAccount(DEMO_ACCOUNT_IDS.active);
    await dataOf('pickup.createMenu', {
      body: menuBody({ name: '작은 아메리카노', price: 1001, discount: fiveHundredOff, optionIds: [option.id] }),
    });
    // 숏 at −501원 would leave 0원 on that menu: the option is refused, naming the menu.
    expect(
      await refused('pickup.updateMenuOption', {
        path: { menuOptionId: option.id },
        body: optionBody({ name: '작은 컵', optionItems: [items[0], { ...items[1], price: -501 }] }),
      }),
    ).toEqual([
      {
        field: 'optionItems',
        reason:
          '이 옵션이 붙은 작은 아메리카노(1,001원)의 할인 뒤 가격이 1원보다 낮아져요. 빼 주는 금액을 줄여 주세요.',
      },
    ]);
  });
});
