import { describe, expect, it } from 'vitest';
import { developerWordsIn, merchantTextProblems } from './merchant-words';

describe('merchantTextProblems', () => {
  it('accepts short polite 해요체 sentences and examples', () => {
    expect(merchantTextProblems('0원인 메뉴는 팔 수 없어요.')).toEqual([]);
    expect(merchantTextProblems('프로필 맨 위에 한 줄로 보여요. 예) 평일 오전 11시 전 포장 10% 할인')).toEqual([]);
    expect(merchantTextProblems('예) 2021-서울마포-1234')).toEqual([]);
    expect(merchantTextProblems('JPG, PNG, WEBP 사진을 10MB까지 올릴 수 있어요.')).toEqual([]);
    expect(merchantTextProblems('사이즈 다운처럼 빼 주는 금액은 -500처럼 적어요.')).toEqual([]);
    expect(merchantTextProblems('400원 이상이어야 해요.')).toEqual([]);
    expect(merchantTextProblems('24:00 이후로 적어요(다음 날 02:00은 26:00).')).toEqual([]);
  });

  it('names developer words, plain endings and text that is not Korean', () => {
    expect(merchantTextProblems('스펙은 값을 말로만 적어서 값의 철자는 우리가 정했어요.')).toEqual([
      '개발자용 말: 스펙',
    ]);
    expect(merchantTextProblems('주문번호, 택배사, 송장번호 열이 있는 xlsx 파일')[0]).toMatch(/해요체/);
    expect(merchantTextProblems('Optional note')).toContain('한국어 문장이 아니에요');
    expect(developerWordsIn('이름이 같으면 400(errors에 name)이에요.')).toEqual(['개발 용어', 'HTTP 상태 코드']);
    expect(developerWordsIn('영업(OPEN)하는 날, 24시간(ALL_DAY)')).toEqual(['코드 값', '코드 값']);
    expect(developerWordsIn('노출 순서(displayOrder)대로예요.')).toEqual(['코드 이름']);
    expect(developerWordsIn('고칠 항목의 id. 엔드포인트와 필드명')).toEqual(['엔드포인트', '필드', '개발 용어']);
  });
});
