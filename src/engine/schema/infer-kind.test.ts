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
    // A few one-line fields per item: a compact table (option items, pricing items).
    [
      {
        type: 'array',
        'x-position-field': 'displayOrder',
        items: {
          type: 'object',
          properties: {
            name: { type: 'string' },
            price: { type: 'integer', 'x-unit': 'WON' },
            status: { type: 'string', enum: ['OPEN', 'CLOSE'] },
            isDefault: { type: 'boolean' },
            displayOrder: { type: 'integer' },
          },
        },
      },
      'itemTable',
    ],
    // Too many fields, or a field that needs room of its own: stacked boxes.
    [
      {
        type: 'array',
        items: {
          type: 'object',
          properties: Object.fromEntries(['a', 'b', 'c', 'd', 'e', 'f'].map((n) => [n, { type: 'string' }])),
        },
      },
      'list',
    ],
    [
      {
        type: 'array',
        items: { type: 'object', properties: { name: { type: 'string' }, note: { type: 'string', maxLength: 3000 } } },
      },
      'list',
    ],
    [
      {
        type: 'array',
        items: { type: 'object', properties: { name: { type: 'string' }, at: { type: 'object', properties: {} } } },
      },
      'list',
    ],
    [{ type: 'object', properties: {} }, 'object'],
    [{ oneOf: [{ type: 'null' }, { type: 'object', properties: {} }] }, 'object'],
  ])('%j → %s', (schema, kind) => {
    expect(inferKind(schema)).toBe(kind);
  });
});
