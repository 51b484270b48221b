import { describe, expect, it } from 'vitest';
import type { BusinessAccount } from '@/api/business-accounts';
import { messages } from '@/lib/messages';
import { env } from '@/config/env';
import { seedNotifications } from '@/mocks/services/notification/seed';
import { headerLinks } from '@/config/external-links';
import { accountNoticeOf, inspectionNotices } from './account-notice';

const account = (
  statusReasons: BusinessAccount['statusReasons'],
  status: BusinessAccount['status'] = 'ACTIVE',
): BusinessAccount => ({
  id: 201,
  name: '연희 엄마반찬',
  status,
  statusReasons,
  role: 'OWNER',
  kind: 'DEFAULT',
  categoryName: '반찬가게',
  region: { id: 1, name: '연희동' },
});

const HOME = '/profile/201/coupon';
const INSPECTION = { label: '', href: '/profile/201/inspection' };

describe('accountNoticeOf', () => {
  it('says nothing for an account that works normally', () => {
    expect(accountNoticeOf(account([]), HOME)).toBeUndefined();
    expect(accountNoticeOf(account(['KYC_REQUIRED']), HOME)).toBeUndefined();
  });

  it('links a required inspection to the inspection page', () => {
    expect(accountNoticeOf(account(['META_DATA_REQUIRED', 'INSPECTION_REQUIRED']), HOME)).toEqual({
      tone: 'warning',
      title: inspectionNotices.required.title,
      description: inspectionNotices.required.description,
      link: { ...INSPECTION, label: '사업자 검수로 가기' },
    });
  });

  it('links a rejected inspection to its reason, ahead of a rejected profile-info change', () => {
    expect(accountNoticeOf(account(['INSPECTION_REJECTED', 'PROFILE_INFO_INSPECTION_REJECTED']), HOME)).toEqual({
      tone: 'error',
      title: '사업자 검수가 반려되었어요.',
      description: inspectionNotices.rejected.description,
      link: { ...INSPECTION, label: '반려 사유 보기' },
    });
    expect(accountNoticeOf(account(['PROFILE_INFO_INSPECTION_REJECTED']), HOME)).toMatchObject({
      title: inspectionNotices.profileInfoRejected.title,
      link: { ...INSPECTION, label: '반려 사유 보기' },
    });
  });

  it('says a pending inspection without a link, and a dormant account first', () => {
    expect(accountNoticeOf(account(['INSPECTION_PENDING']), HOME)).toEqual({
      tone: 'info',
      title: inspectionNotices.pending,
    });
    expect(accountNoticeOf(account(['INSPECTION_REJECTED'], 'DORMANT'), HOME)).toMatchObject({
      tone: 'warning',
      title: messages.access.dormantNotice,
    });
  });

  it('gives a dormant account one way back, a button to the customer center the notification names too', () => {
    const notice = accountNoticeOf(account([], 'DORMANT'), HOME);
    expect(notice?.link).toEqual({
      label: '고객센터에 문의하기',
      href: headerLinks(env).guide.customerCenter,
      external: true,
    });
    expect(notice?.title).toContain(messages.access.dormantWayBackSentence);
    const dormancy = seedNotifications(new Date(), counter()).notifications.filter((row) =>
      row.body.includes('휴면 계정으로'),
    );
    expect(dormancy.length).toBeGreaterThan(0);
    for (const row of dormancy) expect(row.body).toContain(messages.access.dormantWayBackSentence);
  });

  it('leaves it to the pages that explain the inspection themselves', () => {
    expect(accountNoticeOf(account(['INSPECTION_PENDING']), '/profile/201/inspection')).toBeUndefined();
    // Dormant is not the inspection's to say.
    expect(accountNoticeOf(account([], 'DORMANT'), '/profile/201/inspection')).toBeDefined();
    const rejected = account(['INSPECTION_REJECTED']);
    for (const page of [
      '/profile/201/inspection',
      '/profile/201/inspection/dynamic',
      '/profile/201/inspection/complete',
      '/profile/201/register/extra',
    ])
      expect(accountNoticeOf(rejected, page)).toBeUndefined();
    expect(accountNoticeOf(rejected, '/profile/201/inspectionx')).toBeDefined();
    expect(accountNoticeOf(rejected, '/profile/2010/inspection')).toBeDefined();
  });
});

function counter(): () => number {
  let id = 0;
  return () => ++id;
}
