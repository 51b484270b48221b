/**
 * The pickup setup table against the mock, model-based, on the 매장 정보 step of the applying
 * store (rejected for its 영업신고증 photo): random drafts (the photo changed or not), inspection
 * requests and reviewer verdicts; the mock accepts exactly what the table allows, refusing an
 * unchanged resend with a 400 on the photo and any other refused move with a 409.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pickupSetupMachine, unchangedRejectedField, type SetupStepRecord } from '@/api/machines/pickup-setup';
import { decide } from '@/lib/machine';
import { mockRuntime } from '@/mocks/node';
import { answer, asAccount } from '@/mocks/testing/operation-calls';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';

const onboarding = () => mockRuntime.db.state.pickup.stores[String(DEMO_ACCOUNT_IDS.inspection)]!.onboarding;
const BLURRY = 'https://images.dongnemarket.com/uploads/102/blurry.jpg';
const SHARP = 'https://images.dongnemarket.com/uploads/102/sharp.jpg';
const body = (photo: string) => ({
  storeName: '한끼분식 합정점',
  storeAddress: { roadAddress: '서울특별시 마포구 독막로 21' },
  phoneNumber: '02-325-7788',
  restaurantCertificateImageUrls: [photo],
});

type Command =
  | { kind: 'saveDraft'; photo: string }
  | { kind: 'requestInspection'; photo: string }
  | { kind: 'reviewer'; verdict: 'REJECTED' | 'APPROVED' };

const photoArb = fc.constantFrom(BLURRY, SHARP);
const commandArb: fc.Arbitrary<Command> = fc.oneof(
  photoArb.map((photo) => ({ kind: 'saveDraft' as const, photo })),
  photoArb.map((photo) => ({ kind: 'requestInspection' as const, photo })),
  fc
    .constantFrom<'REJECTED' | 'APPROVED'>('REJECTED', 'APPROVED')
    .map((verdict) => ({ kind: 'reviewer' as const, verdict })),
);

describe('pickup setup machine', () => {
  it('the mock accepts exactly what the step table allows', async () => {
    asAccount(DEMO_ACCOUNT_IDS.inspection);
    await fc.assert(
      fc.asyncProperty(fc.array(commandArb, { minLength: 1, maxLength: 8 }), async (commands) => {
        // Each run starts from a step rejected for a blurry photo.
        const step = onboarding().storeInfo;
        Object.assign(step, {
          status: 'REJECTED',
          draft: body(BLURRY),
          rejectReason: {
            title: '사진이 흐려요',
            content: '',
            field: 'restaurantCertificateImageUrls',
            rejectedValue: [BLURRY],
          },
        });
        for (const command of commands) {
          if (command.kind === 'reviewer') {
            if (step.status !== 'UNDER_INSPECTION') continue;
            step.status = command.verdict;
            step.rejectReason =
              command.verdict === 'REJECTED'
                ? {
                    title: '사진이 흐려요',
                    content: '',
                    field: 'restaurantCertificateImageUrls',
                    rejectedValue: structuredClone(step.draft?.restaurantCertificateImageUrls ?? null),
                  }
                : null;
            continue;
          }
          const model: SetupStepRecord = {
            status: step.status,
            rejectReason: step.rejectReason ? { ...step.rejectReason, field: step.rejectReason.field ?? null } : null,
            hasDraft: step.draft !== null,
            applicationLocked: false,
            answers: command.kind === 'requestInspection' ? body(command.photo) : step.draft,
          };
          const expected = decide(pickupSetupMachine, model, command.kind);
          const key = command.kind === 'saveDraft' ? 'pickup.saveStoreInfoDraft' : 'pickup.submitStoreInfoInspection';
          const result = await answer(key, { body: body(command.photo) });
          const unchanged = command.kind === 'requestInspection' ? unchangedRejectedField(model) : undefined;
          const status = expected.ok ? 200 : unchanged ? 400 : 409;
          expect({ command, status: result.status }).toEqual({ command, status });
          if (status === 400)
            expect(result.body).toMatchObject({ errors: [{ field: 'restaurantCertificateImageUrls' }] });
          if (status === 409 && !expected.ok) expect(result.body).toMatchObject({ message: expected.reason });
          if (expected.ok)
            expect(step.status).toBe(command.kind === 'requestInspection' ? 'UNDER_INSPECTION' : model.status);
        }
      }),
      { numRuns: 30 },
    );
  });

  it('refuses 검수 요청 through the status call too while the draft misses what inspection needs', async () => {
    asAccount(DEMO_ACCOUNT_IDS.inspection);
    const step = onboarding().storeInfo;
    Object.assign(step, { status: 'BEFORE_INSPECTION', rejectReason: null, draft: { storeName: '한끼분식 합정점' } });
    const result = await answer('pickup.updateStoreInfoStatus', { body: { status: 'UNDER_INSPECTION' } });
    expect(result.status).toBe(400);
    const fields = (result.body as { errors: { field: string }[] }).errors.map((issue) => issue.field);
    expect(fields).toContain('storeAddress');
  });
});
