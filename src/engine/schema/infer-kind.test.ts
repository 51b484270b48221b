import { describe, expect, it } from 'vitest';
import { inferKind } from './infer-kind';

describe('inferKind', () => {
  it.each([
    [{ type: 'string' }, 'text'],
    [{ type: 'string', maxLength: 3000 }, 'longText'],
    [{ type: 'string', 'x-kind': 'longtext', maxLength: 100 }, 'longText'],
    [{ type: 'integer', 'x-unit': 'WON' }, 'money'],
    [{ type: 'integer' }, 'number'],
    [{ type: 'boolean' }, 'boolean'],
    [{ type: 'string', enum: ['OPEN', 'CLOSE'] }, 'enum'],
    [{ type: 'string', format: 'date-time' }, 'dateTime'],
    [{ type: ['string', 'null'], format: 'date-time' }, 'dateTime'],
    [{ type: 'string', format: 'date-time', 'x-kind': 'deadline' }, 'deadline'],
    [{ type: ['string', 'null'], format: 'uri', 'x-kind': 'image' }, 'image'],
    [{ type: ['integer', 'null'], 'x-kind': 'image' }, 'image'],
    [{ type: 'array', 'x-kind': 'image', items: { type: 'integer' } }, 'imageList'],
    [{ type: 'integer', 'x-ref': 'pickup.menu' }, 'reference'],
    [{ type: 'array', items: { type: 'integer', 'x-ref': 'pickup.menuOption' } }, 'referenceList'],
    [{ type: 'array', items: { type: 'object' } }, 'list'],
    [{ type: 'object', properties: {} }, 'object'],
    [{ oneOf: [{ type: 'null' }, { type: 'object', properties: {} }] }, 'object'],
  ])('%j → %s', (schema, kind) => {
    expect(inferKind(schema)).toBe(kind);
  });
});
