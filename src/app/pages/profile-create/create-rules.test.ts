import { describe, expect, it } from 'vitest';
import { clearDraft, draftKey, EMPTY_DRAFT, hasContent, loadDraft, saveDraft } from './create-draft';
import { step1Body, step1Errors, step2Body, step2Errors } from './create-rules';

const limits = { localProfileName: { minLength: 2, maxLength: 30 }, text: { maxLength: 3000 } };
const address = {
  roadAddress: '서울특별시 마포구 포은로 125',
  jibunAddress: '서울특별시 마포구 망원동 385-7',
  coordinates: { lat: 37.5575, lng: 126.9018 },
};

describe('step 1', () => {
  it('names every missing field, and the name against the remote-config limits', () => {
    expect(step1Errors({ name: '' }, limits)).toEqual({
      name: '필수 항목이에요.',
      category: '필수 항목이에요.',
      ownerType: '필수 항목이에요.',
      locationType: '필수 항목이에요.',
      address: '필수 항목이에요.',
    });
    expect(step1Errors({ name: '꽃' }, limits).name).toBe('2자 이상 입력해 주세요.');
    expect(step1Errors({ name: '꽃'.repeat(21) }, { localProfileName: { maxLength: 20 } }).name).toBe(
      '20자까지 입력할 수 있어요.',
    );
    expect(step1Errors({ name: '망원 꽃집', address }, limits).regionId).toBe('필수 항목이에요.');
  });

  it('sends the chosen address’s point with the region', () => {
    const body = step1Body({
      name: ' 망원 꽃집 ',
      category: { id: 201, label: '생활 서비스 > 꽃집' },
      ownerType: 'PERSONAL',
      locationType: 'ACTUAL',
      address,
      regionId: 3341,
    });
    expect(body).toEqual({
      name: '망원 꽃집',
      categoryId: 201,
      ownerType: 'PERSONAL',
      locationType: 'ACTUAL',
      regionId: 3341,
      coordinates: address.coordinates,
    });
  });
});

describe('step 2', () => {
  it('needs a phone, and an address for a shop', () => {
    expect(step2Errors({ phone: '', introduction: '' }, 'ACTUAL', limits)).toEqual({
      phone: '필수 항목이에요.',
      address: '필수 항목이에요.',
    });
    expect(step2Errors({ phone: '0212', introduction: '' }, 'NONE', limits).phone).toMatch(/02-123-4567/);
    expect(step2Errors({ phone: '02-333-4567', introduction: '' }, 'NONE', limits)).toEqual({});
  });

  it('leaves out an empty introduction', () => {
    expect(step2Body(7, { phone: ' 02-333-4567 ', introduction: '  ', address })).toEqual({
      businessAccountId: 7,
      phone: '02-333-4567',
      address,
    });
  });
});

describe('draft', () => {
  const memory = () => {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    };
  };

  it('keeps what was typed and the account step 1 made, until cleared', () => {
    const storage = memory();
    expect(loadDraft('9001', storage)).toBeUndefined();
    const draft = { ...EMPTY_DRAFT, step: 2 as const, accountId: 12, step1: { name: '망원 꽃집', address } };
    saveDraft('9001', draft, storage);
    expect(loadDraft('9001', storage)).toEqual(draft);
    expect(hasContent(draft)).toBe(true);
    clearDraft('9001', storage);
    expect(loadDraft('9001', storage)).toBeUndefined();
  });

  it('is the person’s: another user (or nobody) signed in on the same browser finds no draft', () => {
    const storage = memory();
    saveDraft('9001', { ...EMPTY_DRAFT, step: 2, step1: { name: '망원 꽃집' } }, storage);
    expect(loadDraft('9002', storage)).toBeUndefined();
    expect(loadDraft(undefined, storage)).toBeUndefined();
    saveDraft(undefined, { ...EMPTY_DRAFT, step1: { name: '누구' } }, storage);
    expect(loadDraft('9001', storage)?.step1.name).toBe('망원 꽃집');
  });

  it('ignores a broken draft, and keeps step 2 before anything is made (step 1 is only a draft)', () => {
    const storage = memory();
    storage.setItem(draftKey('9001')!, '{not json');
    expect(loadDraft('9001', storage)).toBeUndefined();
    storage.setItem(draftKey('9001')!, JSON.stringify({ ...EMPTY_DRAFT, step: 2 }));
    expect(loadDraft('9001', storage)).toMatchObject({ step: 2 });
    expect(loadDraft('9001', storage)?.accountId).toBeUndefined();
    expect(hasContent(EMPTY_DRAFT)).toBe(false);
  });
});
