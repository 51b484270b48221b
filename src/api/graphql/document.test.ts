import { describe, expect, it } from 'vitest';
import {
  ProductGroupCountsDocument,
  StartDeliveryDocument,
  StoreInfoDocument,
  UpdateMinConditionPriceDocument,
} from '@generated/graphql/commerce/graphql';
import { isMutation, operationNameOf, rootFieldOf, rootKeysOf } from './document';

const text = (source: string) => source as unknown as Parameters<typeof rootKeysOf>[0];

describe('GraphQL document text', () => {
  it('reads the kind and name of the generated documents', () => {
    expect(operationNameOf(StoreInfoDocument)).toBe('StoreInfo');
    expect(isMutation(StoreInfoDocument)).toBe(false);
    expect(operationNameOf(UpdateMinConditionPriceDocument)).toBe('UpdateMinConditionPrice');
    expect(isMutation(UpdateMinConditionPriceDocument)).toBe(true);
  });

  it('answers the one root field, or the aliases of several', () => {
    expect(rootFieldOf(StoreInfoDocument)).toBe('storeInfo');
    // A union answer with fragments appended after the operation.
    expect(rootFieldOf(StartDeliveryDocument)).toBe('startDelivery');
    expect(rootKeysOf(ProductGroupCountsDocument)).toEqual(['onSale', 'pending', 'stopped']);
    expect(rootFieldOf(ProductGroupCountsDocument)).toBeUndefined();
  });

  it('skips arguments, directives, nested selections, spreads and fragments before the operation', () => {
    const source = text(`
      # a comment { with a brace
      fragment F on T { a { b } }
      mutation Save($input: In!, $flag: Boolean = false) @trace {
        ...F
        ... on Mutation @include(if: $flag) { other }
        saved: save(input: $input, note: "a } brace (in a string)") @log(level: 2) {
          id
          items(first: 3) { id }
        }
      }`);
    expect(isMutation(source)).toBe(true);
    expect(operationNameOf(source)).toBe('Save');
    expect(rootKeysOf(source)).toEqual(['saved']);
    expect(rootFieldOf(source)).toBe('saved');
  });

  it('reads an anonymous query', () => {
    const source = text('{ me { id } notices(first: 2) { id } }');
    expect(operationNameOf(source)).toBe('anonymous');
    expect(isMutation(source)).toBe(false);
    expect(rootKeysOf(source)).toEqual(['me', 'notices']);
  });
});
