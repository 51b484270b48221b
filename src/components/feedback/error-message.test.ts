import { describe, expect, it } from 'vitest';
import { FetchError, RequiredError, ResponseError } from '@/api/errors';
import { errorMessage } from './error-message';

describe('errorMessage', () => {
  it('maps each failure to the copy-deck Korean', () => {
    expect(errorMessage(new FetchError(new TypeError('Failed to fetch')))).toBe(
      '네트워크에 연결할 수 없어요. 연결을 확인하고 다시 시도해 주세요.',
    );
    expect(errorMessage(new ResponseError(500, null))).toBe('서버에 문제가 생겼어요. 잠시 후 다시 시도해 주세요.');
    expect(errorMessage(new ResponseError(404, null))).toBe(
      '찾을 수 없어요. 삭제되었거나 주소가 잘못되었을 수 있어요.',
    );
    expect(errorMessage(new ResponseError(409, { message: '이미 받은 쿠폰이에요.' }))).toBe('이미 받은 쿠폰이에요.');
    expect(errorMessage(new RequiredError('id', 'getMenu'))).toBe('문제가 생겼어요. 잠시 후 다시 시도해 주세요.');
  });
});
