import { describe, expect, it } from 'vitest';
import type { FieldCheckDef } from '../resource/types';
import { checkedQuery, checkedValue } from './use-field-checks';

const near: FieldCheckDef = {
  field: 'name',
  op: {
    key: 'business-account.checkLocalProfileDuplicate',
    method: 'get',
    path: '/api/v1/local_profile/duplicate',
    bind: {},
  },
  warn: true,
  // Asks only with a chosen point; the record's own name at its own place is not asked about.
  query: (name, { record, formData }) => {
    const point = (formData as { point?: { lat: number } } | undefined)?.point;
    if (!point || name === (record as { name?: string } | undefined)?.name) return undefined;
    return { name, lat: point.lat };
  },
  message: () => undefined,
};

describe('field check questions', () => {
  it('asks with the other fields the query reads, so a change of them is a new question', () => {
    const first = checkedQuery(near, { name: ' 망원 꽃집 ', point: { lat: 37.55 } }, undefined);
    const moved = checkedQuery(near, { name: '망원 꽃집', point: { lat: 37.56 } }, undefined);
    expect(first).toBe(JSON.stringify({ name: '망원 꽃집', lat: 37.55 }));
    expect(moved).not.toBe(first);
  });

  it('asks nothing for an empty value, without what the query needs, or for the record’s own value', () => {
    expect(checkedValue(near, { name: '  ', point: { lat: 1 } }, undefined)).toBeUndefined();
    expect(checkedQuery(near, { name: '망원 꽃집' }, undefined)).toBeUndefined();
    expect(checkedQuery(near, { name: '망원 꽃집', point: { lat: 1 } }, { name: '망원 꽃집' })).toBeUndefined();
  });
});
