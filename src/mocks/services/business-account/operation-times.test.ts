/** The operation-time save keeps the week's rules, and a quest item is completed only once it is done. */
import { describe, expect, it } from 'vitest';
import type { OperationArgs, OperationKey } from '@/api/operations';
import { WEEKDAYS } from '@/lib/operation-time';
import { mockRuntime } from '@/mocks/node';
import { asAccount, dataOf, failure } from '@/mocks/testing/operation-calls';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import type { Schemas } from './state';

const { active, dormant } = DEMO_ACCOUNT_IDS;

async function refusal(key: OperationKey, args: OperationArgs = {}) {
  const { status, body } = await failure(key, args);
  return { status, ...(body as { code?: string; message?: string; errors?: { field: string; reason: string }[] }) };
}

const WEEK: Schemas['OperationTime'][] = [
  { weekday: 'sunday', dayType: 'CLOSED' },
  { weekday: 'monday', dayType: 'OPEN', openTime: '09:00', closeTime: '21:00' },
  { weekday: 'tuesday', dayType: 'OPEN', openTime: '09:00', closeTime: '21:00' },
  { weekday: 'wednesday', dayType: 'OPEN', openTime: '09:00', closeTime: '21:00' },
  { weekday: 'thursday', dayType: 'OPEN', openTime: '09:00', closeTime: '21:00' },
  { weekday: 'friday', dayType: 'OPEN', openTime: '17:00', closeTime: '28:00' },
  { weekday: 'saturday', dayType: 'ALL_DAY' },
];

describe('operation times', () => {
  it('saves a week Monday first and shows it on the account', async () => {
    asAccount(active);
    const saved = await dataOf<Schemas['OperationTimes']>('business-account.updateOperationTimes', {
      path: { businessAccountId: active },
      body: { operationType: 'REGULAR', operationTimes: WEEK, holidayNote: '명절 당일 휴무' },
    });
    expect(saved.operationTimes.map((day) => day.weekday)).toEqual([...WEEKDAYS]);
    const account = await dataOf<Schemas['BusinessAccount']>('business-account.getBusinessAccount', {
      path: { id: active },
    });
    expect(account.operationTimes?.operationTimes[4]).toEqual({
      weekday: 'friday',
      dayType: 'OPEN',
      openTime: '17:00',
      closeTime: '28:00',
    });
  });

  it('refuses a break outside the hours on its field, in Korean', async () => {
    asAccount(active);
    const week = WEEK.map((day) =>
      day.weekday === 'tuesday' ? { ...day, breakTimes: [{ startTime: '20:30', endTime: '22:00' }] } : day,
    );
    const refused = await refusal('business-account.updateOperationTimes', {
      path: { businessAccountId: active },
      body: { operationType: 'REGULAR', operationTimes: week },
    });
    expect(refused).toMatchObject({
      status: 400,
      errors: [
        {
          field: 'operationTimes.2.breakTimes.0.endTime',
          reason: '화요일 쉬는 시간은 영업시간(09:00~21:00) 안이어야 해요.',
        },
      ],
    });
  });

  it('wants the whole week, and no hours on a closed day or by appointment', async () => {
    asAccount(active);
    const short = await refusal('business-account.updateOperationTimes', {
      path: { businessAccountId: active },
      body: { operationType: 'REGULAR', operationTimes: [...WEEK.slice(1), WEEK[1]!] },
    });
    expect(short.errors?.[0]?.reason).toBe('월요일부터 일요일까지 요일마다 한 번씩 보내 주세요.');
    const closedWithHours = await refusal('business-account.updateOperationTimes', {
      path: { businessAccountId: active },
      body: {
        operationType: 'REGULAR',
        operationTimes: WEEK.map((day) => (day.weekday === 'sunday' ? { ...day, openTime: '10:00' } : day)),
      },
    });
    expect(closedWithHours.errors?.[0]).toEqual({
      field: 'operationTimes.0.dayType',
      reason: '일요일은 휴무라 영업시간을 넣지 않아요.',
    });
    const appointment = await refusal('business-account.updateOperationTimes', {
      path: { businessAccountId: active },
      body: { operationType: 'BY_APPOINTMENT', operationTimes: WEEK },
    });
    expect(appointment.errors?.[0]?.reason).toBe('예약제는 요일별 영업시간을 보내지 않아요.');
    const byAppointment = await dataOf<Schemas['OperationTimes']>('business-account.updateOperationTimes', {
      path: { businessAccountId: active },
      body: { operationType: 'BY_APPOINTMENT' },
    });
    expect(byAppointment.operationTimes).toEqual([]);
  });
});

describe('quest items', () => {
  it('completes an item only when the account has done it', async () => {
    asAccount(dormant);
    const db = mockRuntime.db.state;
    db.businessAccount.quests.push({
      id: 9901,
      business_account_id: dormant,
      title: '시작하기',
      items: [
        { quest_item_type: 'CREATE_PRICING', completed_at: null },
        { quest_item_type: 'BUSINESS_POST_QUEST', completed_at: null },
      ],
      started_at: '2026-11-01T00:00:00+09:00',
      ends_at: '2026-12-31T23:59:00+09:00',
      reward: { title: '배지', reward_type: 'BADGE', amount: null },
      reward_id: null,
    });
    db.businessAccount.pricings = db.businessAccount.pricings.filter((row) => row.businessAccountId !== dormant);
    const notYet = await refusal('business-account.completeQuestItem', {
      query: { quest_item_type: 'CREATE_PRICING' },
    });
    expect(notYet).toMatchObject({
      status: 409,
      code: 'QUEST_ITEM_NOT_DONE',
      message: '아직 가격표가 비어 있어요. 가격표를 저장한 뒤 다시 확인해 주세요.',
    });
    const streak = await dataOf<Schemas['Quest']>('business-account.completeQuestItem', {
      query: { quest_item_type: 'BUSINESS_POST_QUEST' },
    });
    expect(streak.completed_count).toBe(1);
  });
});
