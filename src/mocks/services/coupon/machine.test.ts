/**
 * The coupon table against the mock, model-based: random sequences of a merchant's steps (stop,
 * re-issue, edit, change the benefit, bring the expiry forward, cut the quantity, delete) mixed
 * with the world's (a customer takes the coupon, its expiry passes). Each step is accepted exactly
 * when the table allows it, and the screens offer exactly the table's actions.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponMachine, type CouponAction } from '@/api/machines/coupon';
import { can, allowedActions } from '@/lib/machine';
import { mockRuntime } from '@/mocks/node';
import { toKstIso } from '@/mocks/core/time';
import { answer, asAccount } from '@/mocks/testing/operation-calls';
import { couponOffers } from '@/resources/coupon/coupon.resource';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import { toCouponBox } from './model';
import { patience } from '@/testing/patience';

const DAY = 86_400_000;
type Step =
  'stop' | 'reissue' | 'edit' | 'changeBenefit' | 'expiryEarlier' | 'quantityBelowHeld' | 'delete' | 'claim' | 'expire';
const stepArb = fc.constantFrom<Step>(
  'stop',
  'reissue',
  'edit',
  'changeBenefit',
  'expiryEarlier',
  'quantityBelowHeld',
  'delete',
  'claim',
  'claim',
  'expire',
);

let runs = 0;

describe('coupon machine (model-based against the mock)', () => {
  it(
    'accepts a step exactly when the table allows it; the screens offer exactly the table’s actions',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 12 }), async (steps) => {
          asAccount(DEMO_ACCOUNT_IDS.active);
          const state = mockRuntime.db.state.coupon;
          runs += 1;
          const created = await answer('coupon.createCouponBox', {
            body: {
              name: `모델 쿠폰 ${runs}`,
              benefit_request: { benefit_type: 'DISCOUNT_AMOUNT', description: '1,000원 할인', discount_amount: 1000 },
              expires_at: toKstIso(new Date(Date.now() + 30 * DAY)),
              issued_count: 3,
              event_type: 'NORMAL',
              usage_channel: 'OFFLINE',
            },
          });
          expect(created.status).toBe(200);
          const id = (created.body as { data: { id: number } }).data.id;
          const row = state.boxes.find((box) => box.id === id)!;
          const record = () => toCouponBox(state, row, new Date());
          const held = () => state.claims.filter((claim) => claim.coupon_box_id === id).length;

          for (const step of steps) {
            if (step === 'claim') {
              // A customer can only take a coupon that is being given out.
              if (record().validity === 'AVAILABLE')
                state.claims.push({
                  id: 900_000 + state.claims.length,
                  coupon_box_id: id,
                  user: {
                    id: 800_000 + held(),
                    nickname: '손님',
                    profile_image_url: 'https://x.test/a.png',
                    region_name: '망원동',
                  },
                  created_at: toKstIso(new Date()),
                  used_at: null,
                });
              continue;
            }
            if (step === 'expire') {
              row.expires_at = toKstIso(new Date(Date.now() - DAY));
              continue;
            }
            const before = record();
            const fields = {
              name: row.name,
              benefit_request: row.benefit_request,
              description: row.description,
              event_type: row.event_type,
              usage_channel: row.usage_channel,
              issued_count: Math.max(row.issued_count, held()),
              // An edit never sends a past expiry (the schema's x-not-past refuses it first).
              expires_at: toKstIso(new Date(Math.max(Date.parse(row.expires_at), Date.now() + 10 * DAY))),
              status: 'ACTIVE' as const,
            };
            const put = (body: object) =>
              answer('coupon.updateCouponBox', { path: { id }, body: { ...fields, ...body } });
            const allowed = (action: CouponAction) => can(couponMachine, before, action);

            if (step === 'stop' || step === 'reissue') {
              const result = await answer('coupon.updateCouponBoxStatus', {
                path: { id },
                body: { status: step === 'stop' ? 'INACTIVE' : 'ACTIVE' },
              });
              expect(result.status === 200, `${step} in ${couponMachine.stateOf(before)}`).toBe(allowed(step));
            } else if (step === 'delete') {
              const result = await answer('coupon.deleteCouponBox', { path: { id } });
              // A deleted coupon is gone (404); the table has no steps from there either.
              expect(result.status === 200).toBe(allowed('delete'));
            } else if (step === 'edit') {
              const result = await put({ name: `${row.name}!`.slice(0, 30) });
              expect(result.status === 200, `edit in ${couponMachine.stateOf(before)}`).toBe(allowed('edit'));
            } else if (step === 'changeBenefit') {
              // Always a benefit other than the coupon's own (sending it unchanged changes no promise).
              const current = (row.benefit_request as { discount_amount?: number }).discount_amount;
              const amount = current === 2000 ? 3000 : 2000;
              const result = await put({
                benefit_request: {
                  benefit_type: 'DISCOUNT_AMOUNT',
                  description: `${amount.toLocaleString('ko-KR')}원 할인`,
                  discount_amount: amount,
                },
              });
              expect(result.status === 200, `benefit in ${couponMachine.stateOf(before)}`).toBe(
                allowed('edit') && allowed('changePromise'),
              );
            } else if (step === 'expiryEarlier') {
              const earlier = Date.parse(row.expires_at) - DAY;
              if (earlier < Date.now() + DAY) continue;
              const result = await put({ expires_at: toKstIso(new Date(earlier)) });
              expect(result.status === 200, `earlier in ${couponMachine.stateOf(before)}`).toBe(
                allowed('edit') && allowed('changePromise'),
              );
              if (allowed('edit') && !allowed('changePromise'))
                expect((result.body as { errors?: { field: string }[] }).errors?.[0]?.field).toBe('expires_at');
            } else if (step === 'quantityBelowHeld') {
              if (held() < 2 || row.deleted) continue;
              const result = await put({ issued_count: held() - 1 });
              expect(result.status).toBe(allowed('edit') ? 400 : 409);
              if (allowed('edit'))
                expect((result.body as { errors?: { field: string }[] }).errors?.[0]?.field).toBe('issued_count');
            }
            if (!row.deleted) expect(couponOffers(record())).toEqual(allowedActions(couponMachine, record()));
          }
        }),
        { numRuns: 40 },
      );
    },
    patience.vitestLongTestMs,
  );
});
