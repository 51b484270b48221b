/**
 * GraphQL answers a bad input with one sentence (`BAD_USER_INPUT`) and no field path. The mock and
 * the real server name the field in that sentence, so a save puts it under the field it names
 * (designed): the first field whose Korean name the sentence starts with or contains (the rule the
 * engine's GraphQL operations use too: `fieldOfMessage`).
 */
import { errorStatus, serverMessageOf } from '@/api/errors';
import { fieldOfMessage } from '@/api/graphql/operations';

export type FieldNames = readonly (readonly [label: string, field: string | readonly (string | number)[]])[];

export function fieldErrorOf(
  error: unknown,
  fields: FieldNames,
): { name: string | readonly (string | number)[]; message: string } | null {
  if (errorStatus(error) !== 400) return null;
  const message = serverMessageOf(error);
  if (!message) return null;
  const name = fieldOfMessage(message, fields);
  return name === undefined ? null : { name, message };
}

export const PRODUCT_FIELDS: FieldNames = [
  ['상품 이름', 'name'],
  ['판매가', 'salePrice'],
  ['정가', 'price'],
  ['재고', 'stock'],
  ['유효 기간', 'validDays'],
  ['카테고리', 'categoryId'],
  ['사진', 'thumbnailUrls'],
];
