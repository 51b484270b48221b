import { describe, expect, it } from 'vitest';
import type { OperationArgs, OperationKey } from '@/api/operations';
import { mockRuntime } from '@/mocks/node';
import { asAccount, dataOf, failure } from '@/mocks/testing/operation-calls';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import { inspectionRequest } from './inspection-fixtures';
import { invitationStatus } from './model';
import type { Schemas } from './state';

const { active, inspection, dormant } = DEMO_ACCOUNT_IDS;
const state = () => mockRuntime.db.state.businessAccount;

/** A refused call as one object, its status beside the fields of its ErrorBody. */
async function refusal(key: OperationKey, args: OperationArgs = {}) {
  const { status, body } = await failure(key, args);
  return { status, ...(body as { code?: string; errors?: { field: string; reason: string }[] }) };
}

const memberId = (accountId: number, nickname: string) =>
  state().members.find((member) => member.businessAccountId === accountId && member.nickname === nickname)!.id;

describe('ownership transfer', () => {
  it('makes the old owner an ADMIN and the target the OWNER, and updates the sign-in account list', async () => {
    asAccount(active);
    const members = await dataOf<{ items: Schemas['Member'][] }>('business-account.transferBusinessAccountOwnership', {
      path: { id: active, memberId: memberId(active, '이매니저') },
    });
    const me = members.items.find((member) => member.isMe)!;
    expect(me.role).toBe('ADMIN');
    expect(members.items.find((member) => member.nickname === '이매니저')!.role).toBe('OWNER');
    expect(members.items.filter((member) => member.role === 'OWNER')).toHaveLength(1);
    expect(mockRuntime.db.state.auth.businessAccounts.find((account) => account.id === active)!.role).toBe('ADMIN');
    const account = await dataOf<Schemas['BusinessAccount']>('business-account.getBusinessAccount', {
      path: { id: active },
    });
    expect(account.role).toBe('ADMIN');

    // Now an administrator: handing over is the owner's alone (docs/roles.md), whoever the target.
    for (const target of ['이매니저', '최바리스타']) {
      const again = await refusal('business-account.transferBusinessAccountOwnership', {
        path: { id: active, memberId: memberId(active, target) },
      });
      expect(again).toMatchObject({ status: 403, code: 'FORBIDDEN_ROLE' });
    }
  });

  it('only goes to an ACTIVE administrator and only an OWNER may transfer', async () => {
    asAccount(active);
    const pending = await refusal('business-account.transferBusinessAccountOwnership', {
      path: { id: active, memberId: memberId(active, '주말 알바 민지') },
    });
    expect(pending).toMatchObject({ status: 409, code: 'MEMBER_NOT_ACTIVE' });
    const inactive = await refusal('business-account.transferBusinessAccountOwnership', {
      path: { id: active, memberId: memberId(active, '정전직원') },
    });
    expect(inactive).toMatchObject({ status: 409, code: 'MEMBER_NOT_ACTIVE' });

    const member = await refusal('business-account.transferBusinessAccountOwnership', {
      path: { id: active, memberId: memberId(active, '최바리스타') },
    });
    expect(member).toMatchObject({ status: 409, code: 'MEMBER_NOT_ADMIN' });

    asAccount(inspection);
    // An administrator who accepted an invitation: the demo user (an administrator here) may not hand over.
    const invited = await dataOf<Schemas['Invitation']>('business-account.inviteBusinessAccountMember', {
      path: { id: inspection },
      body: { role: 'ADMIN', inviteeName: '새 매니저' },
    });
    await dataOf('business-account.acceptInvitation', { path: { id: invited.id } });
    const notOwner = await refusal('business-account.transferBusinessAccountOwnership', {
      path: { id: inspection, memberId: memberId(inspection, '새 매니저') },
    });
    // docs/roles.md: only the 대표 관리자 hands the account over; the refusal names whom to ask.
    expect(notOwner).toMatchObject({ status: 403, code: 'FORBIDDEN_ROLE' });
    expect((notOwner as { message?: string }).message).toMatch(
      /^관리자는 .+ 수 없어요\. 대표 관리자에게 요청해 주세요\.$/,
    );
  });
});

describe('account deletion', () => {
  it('answers the eligibility of each demo account', async () => {
    const eligibility: Record<number, string> = {};
    // The demo user owns these two; in 102 an administrator may not ask (docs/roles.md: 대표 관리자 only).
    asAccount(inspection);
    expect(await refusal('business-account.getBusinessAccountDeletable', { path: { id: inspection } })).toMatchObject({
      status: 403,
      code: 'FORBIDDEN_ROLE',
    });
    for (const id of [active, dormant]) {
      asAccount(id);
      eligibility[id] = (
        await dataOf<Schemas['Deletable']>('business-account.getBusinessAccountDeletable', { path: { id } })
      ).eligibility;
    }
    expect(eligibility).toEqual({
      [active]: 'STORE_EXIST',
      [dormant]: 'CAN_DELETE',
    });
  });

  it('refuses unless CAN_DELETE, with the eligibility as the code', async () => {
    asAccount(active);
    await dataOf('business-account.recordDeletedReason', { path: { id: active }, body: { deleteReasonIds: [2] } });
    expect(await refusal('business-account.deleteBusinessAccount', { path: { id: active } })).toMatchObject({
      status: 409,
      code: 'STORE_EXIST',
    });
  });

  it('needs a recorded reason first, then destroys the account', async () => {
    asAccount(dormant);
    expect(await refusal('business-account.deleteBusinessAccount', { path: { id: dormant } })).toMatchObject({
      status: 409,
      code: 'DELETE_REASON_REQUIRED',
    });
    const otherWithoutText = await refusal('business-account.recordDeletedReason', {
      path: { id: dormant },
      body: { deleteReasonIds: [6] },
    });
    expect(otherWithoutText).toMatchObject({ status: 400, errors: [{ field: 'reason' }] });

    await dataOf('business-account.recordDeletedReason', {
      path: { id: dormant },
      body: { deleteReasonIds: [1, 6], reason: '건물 재건축으로 가게를 닫아요.' },
    });
    const deletable = await dataOf<Schemas['Deletable']>('business-account.getBusinessAccountDeletable', {
      path: { id: dormant },
    });
    expect(deletable.deletedReasonRecorded).toBe(true);
    const deleted = await dataOf<Schemas['BusinessAccount']>('business-account.deleteBusinessAccount', {
      path: { id: dormant },
    });
    expect(deleted.status).toBe('DESTROYED');
    // No longer listed: every call for it is refused, and another account cannot name it in a path
    // either (the path's account is the Account-Id header's, issue 40).
    expect((await refusal('business-account.getBusinessAccountDeletable', { path: { id: dormant } })).status).toBe(403);
    asAccount(active);
    expect((await refusal('business-account.getBusinessAccount', { path: { id: dormant } })).status).toBe(403);
  });
});

describe('invitations and members', () => {
  it('lets an invitee with no business account yet read and accept the invitation', async () => {
    asAccount(active);
    const invitation = await dataOf<Schemas['Invitation']>('business-account.inviteBusinessAccountMember', {
      path: { id: active },
      body: { role: 'ADMIN', inviteeName: '새 매니저' },
    });
    globalThis.localStorage.clear();
    const seen = await dataOf<Schemas['Invitation']>('business-account.getInvitation', { path: { id: invitation.id } });
    expect(seen).toMatchObject({ status: 'PENDING', role: 'ADMIN' });
    const accepted = await dataOf<Schemas['Invitation']>('business-account.acceptInvitation', {
      path: { id: invitation.id },
    });
    expect(accepted.status).toBe('ACCEPTED');
  });

  it('invites a PENDING member and accepting makes it ACTIVE', async () => {
    asAccount(active);
    const invitation = await dataOf<Schemas['Invitation']>('business-account.inviteBusinessAccountMember', {
      path: { id: active },
      body: { role: 'USER', inviteeName: '평일 오후 알바' },
    });
    expect(invitation).toMatchObject({ status: 'PENDING', role: 'USER' });
    expect(invitation.id).toMatch(/^[A-Z0-9]{6}$/);
    const listed = async () =>
      (
        await dataOf<{ items: Schemas['Member'][] }>('business-account.listBusinessAccountMembers', {
          path: { id: active },
        })
      ).items.find((member) => member.id === invitation.memberId)!;
    expect((await listed()).status).toBe('PENDING');

    const accepted = await dataOf<Schemas['Invitation']>('business-account.acceptInvitation', {
      path: { id: invitation.id },
    });
    expect(accepted.status).toBe('ACCEPTED');
    expect((await listed()).status).toBe('ACTIVE');
    expect(await refusal('business-account.acceptInvitation', { path: { id: invitation.id } })).toMatchObject({
      status: 409,
      code: 'INVITATION_ALREADY_ACCEPTED',
    });
  });

  it('refuses an expired invitation', async () => {
    asAccount(inspection);
    expect(await refusal('business-account.acceptInvitation', { path: { id: 'HK9X4P' } })).toMatchObject({
      status: 409,
      code: 'INVITATION_EXPIRED',
    });
  });

  it('removes members but never the OWNER', async () => {
    asAccount(inspection);
    expect(
      await refusal('business-account.removeBusinessAccountMember', { path: { id: memberId(inspection, '박한끼') } }),
    ).toMatchObject({ status: 409, code: 'OWNER_CANNOT_BE_REMOVED' });
    const userId = memberId(inspection, '강주방');
    await dataOf('business-account.removeBusinessAccountMember', { path: { id: userId } });
    const members = await dataOf<{ items: Schemas['Member'][] }>('business-account.listBusinessAccountMembers', {
      path: { id: inspection },
    });
    expect(members.items.map((member) => member.id)).not.toContain(userId);
  });

  it('leaves another administrator to the owner, but lets an administrator take back any invitation', async () => {
    asAccount(inspection);
    expect(
      await refusal('business-account.removeBusinessAccountMember', {
        path: { id: memberId(inspection, '저녁 매니저') },
      }),
    ).toMatchObject({ status: 403, code: 'FORBIDDEN_ROLE' });
    const invitation = await dataOf<Schemas['Invitation']>('business-account.inviteBusinessAccountMember', {
      path: { id: inspection },
      body: { role: 'ADMIN', inviteeName: '새 점장' },
    });
    const members = await dataOf<{ items: Schemas['Member'][] }>('business-account.listBusinessAccountMembers', {
      path: { id: inspection },
    });
    const invited = members.items.find((member) => member.id === invitation.memberId);
    expect(invited).toMatchObject({ status: 'PENDING', invitationCode: invitation.id });
    await dataOf('business-account.removeBusinessAccountMember', { path: { id: invitation.memberId } });
  });
});

describe('names, creation and inspections', () => {
  it('rejects used names and forbidden words', async () => {
    asAccount(active);
    const check = (name: string) =>
      dataOf<Schemas['NameValidation']>('business-account.validateBusinessAccountName', { query: { name } });
    expect(await check('한끼분식 합정점')).toMatchObject({ valid: false, reason: 'DUPLICATED' });
    expect(await check('동네마켓 공식 카페')).toMatchObject({ valid: false, reason: 'FORBIDDEN_WORD' });
    expect(await check('망원 새벽빵')).toMatchObject({ valid: true, reason: null });
    const step1 = await refusal('business-account.createBusinessAccountStep1', {
      body: { name: '당근 카페', categoryId: 1001, locationType: 'NONE', ownerType: 'BIZ', regionId: 3341 },
    });
    expect(step1).toMatchObject({ status: 409, code: 'FORBIDDEN_WORD' });
  });

  it('creates an account in two steps; a category needing inspection ends INSPECTION_REQUIRED', async () => {
    asAccount(active);
    const created = await dataOf<Schemas['BusinessAccount']>('business-account.createBusinessAccountStep1', {
      body: { name: '망원 바른의원', categoryId: 1010, locationType: 'ACTUAL', ownerType: 'BIZ', regionId: 3341 },
    });
    expect(created).toMatchObject({
      role: 'OWNER',
      statusReasons: ['META_DATA_REQUIRED'],
      mapCoordinates: { lat: 37.5559 },
    });
    const noAddress = await refusal('business-account.createBusinessAccountStep2', {
      body: { businessAccountId: created.id, phone: '02-300-1000' },
    });
    expect(noAddress).toMatchObject({ status: 400, errors: [{ field: 'address' }] });
    const done = await dataOf<Schemas['BusinessAccount']>('business-account.createBusinessAccountStep2', {
      body: {
        businessAccountId: created.id,
        phone: '02-300-1000',
        address: { roadAddress: '서울특별시 마포구 망원로 1', jibunAddress: '서울특별시 마포구 망원동 1-1' },
      },
    });
    expect(done.statusReasons).toEqual(['INSPECTION_REQUIRED']);
  });

  it('keeps the sign-in account list in step: a new account appears, a rename shows, a deleted one goes', async () => {
    asAccount(active);
    const signInList = async () =>
      (
        await dataOf<{ businessAccounts: { id: number; name: string; status: string; role: string }[] }>(
          'auth.listMyBusinessAccounts',
        )
      ).businessAccounts;
    const before = await signInList();
    const created = await dataOf<Schemas['BusinessAccount']>('business-account.createBusinessAccountStep1', {
      body: { name: '망원 새벽빵', categoryId: 1001, locationType: 'NONE', ownerType: 'BIZ', regionId: 3341 },
    });
    const afterCreate = await signInList();
    expect(afterCreate.map((account) => account.id)).toEqual([...before.map((account) => account.id), created.id]);
    expect(afterCreate.at(-1)).toMatchObject({ name: '망원 새벽빵', status: 'ACTIVE', role: 'OWNER' });

    asAccount(created.id);
    await dataOf('business-account.updateBusinessAccountBaseInfo', {
      path: { businessAccountId: created.id },
      body: { name: '망원 새벽빵집', categoryId: 1001, locationType: 'NONE', ownerType: 'BIZ' },
    });
    expect((await signInList()).at(-1)).toMatchObject({ id: created.id, name: '망원 새벽빵집' });

    await dataOf('business-account.recordDeletedReason', { path: { id: created.id }, body: { deleteReasonIds: [1] } });
    await dataOf('business-account.deleteBusinessAccount', { path: { id: created.id } });
    expect((await signInList()).map((account) => account.id)).toEqual(before.map((account) => account.id));
    // Its calls are refused, and so is its address named from another account (issue 40).
    expect((await refusal('business-account.getBusinessAccount', { path: { id: created.id } })).status).toBe(403);
    asAccount(active);
    expect((await refusal('business-account.getBusinessAccount', { path: { id: created.id } })).status).toBe(403);
  });

  it('moves the inspection state to pending and refuses a second request', async () => {
    asAccount(active);
    const request = inspectionRequest(active);
    const missing = await refusal('business-account.createInspection', { body: { ...request, answers: [] } });
    expect(missing).toMatchObject({ status: 400, errors: [{ field: 'answers' }] });
    await dataOf('business-account.createInspection', { body: request });
    const account = await dataOf<Schemas['BusinessAccount']>('business-account.getBusinessAccount', {
      path: { id: active },
    });
    expect(account.statusReasons).toContain('INSPECTION_PENDING');
    expect(account.inspection?.state).toBe('PENDING');
    expect(await refusal('business-account.createInspection', { body: request })).toMatchObject({
      status: 409,
      code: 'INSPECTION_ALREADY_PENDING',
    });
  });

  it('answers business numbers: valid types, invalid checksum, circuit break, already registered', async () => {
    asAccount(active);
    const lookup = (businessNumber: string) =>
      dataOf<Schemas['BusinessRegistrationLookup']>('business-account.lookupBusinessRegistration', {
        query: { businessNumber },
      });
    expect(await lookup('1051234564')).toMatchObject({
      valid: true,
      isAlreadyRegistered: true,
      businessType: 'GENERAL_TAXPAYER',
    });
    expect(await lookup('1051234565')).toMatchObject({ valid: false, businessType: 'INVALID' });
    expect(await lookup('9991212344')).toMatchObject({ valid: true, circuitBreak: true });
    expect(await lookup('3034567895')).toMatchObject({
      businessType: 'SIMPLIFIED_TAXPAYER',
      isAlreadyRegistered: false,
    });
  });

  it('keeps a profile-info inspection history; a new request is PENDING until reviewed', async () => {
    asAccount(inspection);
    const history = await dataOf<{ items: Schemas['ProfileInfoInspection'][] }>(
      'business-account.listProfileInfoInspections',
    );
    expect(history.items.map((item) => item.state)).toEqual(['REJECTED', 'REJECTED']);
    await dataOf('business-account.requestProfileInfoInspection', {
      body: { name: '한끼분식 합정역점', categoryId: 1002 },
    });
    const after = await dataOf<{ items: Schemas['ProfileInfoInspection'][] }>(
      'business-account.listProfileInfoInspections',
    );
    expect(after.items[0]).toMatchObject({ state: 'PENDING', name: '한끼분식 합정역점' });
    expect(
      await refusal('business-account.requestProfileInfoInspection', {
        body: { name: '한끼분식 새이름', categoryId: 1002 },
      }),
    ).toMatchObject({ status: 409, code: 'INSPECTION_ALREADY_PENDING' });
  });
});

describe('quests, pricing and branches', () => {
  it('shows quest items the rows satisfy as done, moves them with the rows, and issues the reward', async () => {
    asAccount(active);
    const itemOf = (quest: Schemas['Quest'], type: Schemas['QuestItemType']) =>
      quest.items.find((item) => item.quest_item_type === type)!;
    const seeded = await dataOf<Schemas['Quest']>('business-account.getQuestInProgress');
    // 101 has coupons and posts: the quest asks for neither any more.
    expect(itemOf(seeded, 'CREATE_COUPON').completed).toBe(true);
    expect(itemOf(seeded, 'CREATE_BUSINESS_POST').completed).toBe(true);
    const coupons = mockRuntime.db.state.coupon.boxes.filter(
      (box) => box.business_account_id === active && !box.deleted,
    );
    for (const box of coupons) await dataOf('coupon.deleteCouponBox', { path: { id: box.id } });
    const without = await dataOf<Schemas['Quest']>('business-account.getQuestInProgress');
    expect(itemOf(without, 'CREATE_COUPON')).toMatchObject({ completed: false, completed_at: null });
    expect(without.completed_count).toBe(seeded.completed_count - 1);
    // The streak is no row: it is done when confirmed, and the last item done issues the reward.
    const streak = await dataOf<Schemas['Quest']>('business-account.completeQuestItem', {
      query: { quest_item_type: 'BUSINESS_POST_QUEST' },
    });
    expect(streak.status).toBe('IN_PROGRESS');
    await dataOf('coupon.createCouponBox', {
      body: {
        name: '다시 만든 쿠폰',
        benefit_request: { benefit_type: 'FREE_ITEM', description: '아메리카노 1잔' },
        description: '',
        expires_at: `${new Date().getFullYear() + 1}-01-31T23:59:59+09:00`,
        issued_count: 30,
        event_type: 'NORMAL',
        usage_channel: 'OFFLINE',
      },
    });
    const last = await dataOf<Schemas['Quest']>('business-account.completeQuestItem');
    expect(last).toMatchObject({ status: 'COMPLETED', reward: { status: 'ISSUED', amount: 20000 } });
    expect(await dataOf('business-account.getQuestInProgress')).toBeNull();
  });

  it('replaces the pricing board in order and caps the price below a billion won', async () => {
    asAccount(active);
    const tooMuch = await refusal('business-account.replacePricings', {
      body: {
        businessAccountId: active,
        pricings: [{ name: '금 커피', price: 1_000_000_000, description: '', imageUrls: [] }],
      },
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.errors?.[0]?.field).toMatch(/^pricings/);
    expect(tooMuch.errors?.[0]?.reason).toBe('십억 원 이상 입력할 수 없어요.');
    const saved = await dataOf<{ items: Schemas['Pricing'][] }>('business-account.replacePricings', {
      body: {
        businessAccountId: active,
        pricings: [
          { name: '콜드브루', price: 5500, description: '', imageUrls: [] },
          { name: '아메리카노', price: 4500, description: '', imageUrls: [] },
        ],
      },
    });
    expect(saved.items.map((item) => [item.name, item.displayOrder])).toEqual([
      ['콜드브루', 1],
      ['아메리카노', 2],
    ]);
  });

  it('saves a line with a name alone: its price is asked for (null), as the hint says; no description, no photo', async () => {
    asAccount(active);
    const saved = await dataOf<{ items: Schemas['Pricing'][] }>('business-account.replacePricings', {
      body: { businessAccountId: active, pricings: [{ name: '홀케이크 예약' }] },
    });
    expect(saved.items).toEqual([
      expect.objectContaining({ name: '홀케이크 예약', price: null, description: null, imageUrls: [] }),
    ]);
  });

  it('attaches and detaches a brand coupon on a branch', async () => {
    asAccount(active);
    const detached = await dataOf<Schemas['BranchMetadata']>('business-account.detachBrandCoupon');
    expect(detached.brandCoupon).toBeNull();
    expect(await refusal('business-account.detachBrandCoupon')).toMatchObject({ status: 409 });
    const coupon = detached.availableBrandCoupons.find((item) => item.name === '텀블러 지참 500원 할인')!;
    const attached = await dataOf<Schemas['BranchMetadata']>('business-account.attachBrandCoupon', {
      query: { brandCouponId: coupon.id },
    });
    expect(attached.brandCoupon?.id).toBe(coupon.id);
  });

  it('pages privacy-shared business infos by cursor', async () => {
    asAccount(active);
    type Page = { items: Schemas['PrivacySharedBusinessInfo'][]; hasMore: boolean; nextCursor: string | null };
    const first = await dataOf<Page>('business-account.listPrivacySharedBusinessInfos', { query: { limit: 20 } });
    expect(first).toMatchObject({ hasMore: true });
    const second = await dataOf<Page>('business-account.listPrivacySharedBusinessInfos', {
      query: { limit: 20, cursor: first.nextCursor! },
    });
    expect(second).toMatchObject({ hasMore: false, nextCursor: null });
    expect(first.items.length + second.items.length).toBe(26);
  });
});

describe('seed enum coverage', () => {
  it('covers every value a screen can show', () => {
    const seed = state();
    const now = new Date();
    const values = {
      kind: new Set(seed.accounts.map((a) => a.kind)),
      status: new Set(seed.accounts.map((a) => a.status)),
      reasons: new Set(seed.accounts.flatMap((a) => a.statusReasons)),
      location: new Set(seed.accounts.map((a) => a.locationType)),
      owner: new Set(seed.accounts.map((a) => a.ownerType)),
      eligibility: new Set(seed.accounts.map((a) => a.eligibility)),
      role: new Set(seed.members.map((m) => m.role)),
      membership: new Set(seed.members.map((m) => m.status)),
      invitation: new Set(seed.invitations.map((row) => invitationStatus(row, now))),
      rejection: new Set(
        [...seed.inspections, ...seed.profileInspections].flatMap((row) =>
          row.rejectionReason ? [row.rejectionReason] : [],
        ),
      ),
      inspectionState: new Set([...seed.inspections, ...seed.profileInspections].map((row) => row.state)),
      banner: new Set(seed.themes.flatMap((theme) => theme.banners.map((banner) => banner.kind))),
      questItem: new Set([
        ...seed.quests.flatMap((quest) => quest.items.map((item) => item.quest_item_type)),
        ...seed.missions.map((mission) => mission.quest_item_type),
      ]),
      rewardStatus: new Set(seed.rewards.map((reward) => reward.status)),
      rewardType: new Set(seed.rewards.map((reward) => reward.reward_type)),
      businessType: new Set(seed.registry.map((entry) => entry.businessType)),
    };
    const sorted = (set: Set<string>) => [...set].sort();
    expect(sorted(values.kind)).toEqual([
      'BRAND',
      'DEFAULT',
      'INDIVIDUAL',
      'MANDATORY',
      'OFFICIAL',
      'PUBLIC',
      'WIDGET',
    ]);
    expect(sorted(values.status)).toEqual(['ACTIVE', 'DESTROYED', 'DORMANT']);
    expect(values.reasons.size).toBe(13);
    expect(sorted(values.location)).toEqual(['ACTUAL', 'NONE', 'SERVICE']);
    expect(sorted(values.owner)).toEqual(['BIZ', 'PERSONAL']);
    expect(values.eligibility.size).toBe(6);
    expect(sorted(values.role)).toEqual(['ADMIN', 'OWNER', 'USER']);
    expect(sorted(values.membership)).toEqual(['ACTIVE', 'INACTIVE', 'PENDING']);
    expect(sorted(values.invitation)).toEqual(['ACCEPTED', 'EXPIRED', 'PENDING']);
    expect(values.rejection.size).toBe(6);
    expect(sorted(values.inspectionState)).toEqual(['APPROVED', 'PENDING', 'REJECTED']);
    expect(values.banner.size).toBe(8);
    expect(values.questItem.size).toBe(9);
    expect(sorted(values.rewardStatus)).toEqual(['EXPIRED', 'ISSUED', 'READY', 'USED']);
    expect(sorted(values.rewardType)).toEqual(['AD_CASH', 'BADGE', 'COUPON']);
    // INVALID is what the lookup answers for a bad number (tested above), never a stored registration.
    expect(values.businessType.size).toBe(5);
  });

  it('agrees with the sign-in account list for the demo accounts', () => {
    const auth = mockRuntime.db.state.auth.businessAccounts;
    for (const listed of auth) {
      const row = state().accounts.find((account) => account.id === listed.id)!;
      expect([row.name, row.status, row.statusReasons, row.kind]).toEqual([
        listed.name,
        listed.status,
        listed.statusReasons,
        listed.kind,
      ]);
      const me = state().members.find((member) => member.businessAccountId === listed.id && member.userId === 9001)!;
      expect(me.role).toBe(listed.role);
    }
  });
});

describe('inviting someone already of the account (issue 39)', () => {
  it('refuses a name already active or still invited, on the name field, whatever the role asked', async () => {
    asAccount(active);
    const active409 = await refusal('business-account.inviteBusinessAccountMember', {
      path: { id: active },
      body: { role: 'ADMIN', inviteeName: ' 최바리스타 ' },
    });
    expect(active409).toMatchObject({ status: 409, code: 'ALREADY_MEMBER' });
    expect(active409.errors).toEqual([{ field: 'inviteeName', reason: "'최바리스타'님은 이미 이 계정의 멤버예요." }]);
    const pending = await refusal('business-account.inviteBusinessAccountMember', {
      path: { id: active },
      body: { role: 'USER', inviteeName: '주말 알바 민지' },
    });
    expect(pending).toMatchObject({ status: 409, code: 'ALREADY_MEMBER' });
    // Someone who left (INACTIVE) may be invited again.
    await dataOf('business-account.inviteBusinessAccountMember', {
      path: { id: active },
      body: { role: 'USER', inviteeName: '정전직원' },
    });
  });
});
