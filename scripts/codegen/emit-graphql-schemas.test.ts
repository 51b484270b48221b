import { Kind, buildSchema, parse, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { operationSchemas, titleOf } from './emit-graphql-schemas';

const sdl = `
directive @constraint(minimum: Int, maximum: Int, minLength: Int, maxLength: Int) on ARGUMENT_DEFINITION | INPUT_FIELD_DEFINITION
directive @won on ARGUMENT_DEFINITION | INPUT_FIELD_DEFINITION
directive @help(text: String!) on ARGUMENT_DEFINITION | INPUT_FIELD_DEFINITION
type Query { "상품 목록" products(baId: ID!, "한 페이지 수" size: Int = 10): ProductPage! }
type Mutation { "상품 등록" createProduct(baId: ID!, input: ProductInput!): Product! }
"상품 한 페이지" type ProductPage { totalCount: Int!, items: [Product!]! }
"상품" type Product { id: ID!, "상품 이름(최대 40자)" name: String!, status: ProductStatus! }
enum ProductStatus { "판매 중" ACTIVE "판매 중지(고객에게 안 보여요)" INACTIVE }
"상품 입력" input ProductInput {
  "상품 이름(최대 40자)" name: String! @constraint(minLength: 1, maxLength: 40)
  "판매가(원). 없으면 정가예요." salePrice: Int @won @constraint(minimum: 0) @help(text: "비우면 정가로 팔아요.")
  options: [OptionInput!]
}
input OptionInput { "옵션 이름" name: String! }
`;

const schema = buildSchema(sdl);

function schemasOf(document: string) {
  const definitions = parse(document).definitions;
  const fragments = new Map(
    definitions
      .filter((node): node is FragmentDefinitionNode => node.kind === Kind.FRAGMENT_DEFINITION)
      .map((node) => [node.name.value, node]),
  );
  const operation = definitions.find(
    (node): node is OperationDefinitionNode => node.kind === Kind.OPERATION_DEFINITION,
  )!;
  return operationSchemas(schema, operation, fragments);
}

describe('JSON Schemas of GraphQL documents', () => {
  it('titles a field by the words of its description before the first bracket', () => {
    expect(titleOf('배송비(원, 0~100,000)')).toEqual({ title: '배송비' });
    expect(titleOf('배송 방식')).toEqual({ title: '배송 방식' });
    expect(titleOf(undefined)).toEqual({});
    expect(titleOf('설계: 조회 관점. SELLER(기본)는 받은 주문이에요.')).toEqual({
      title: '조회 관점',
      description: '조회 관점. SELLER(기본)는 받은 주문이에요.',
    });
  });

  it('inlines input types into the variables: required, limits, won, enums and lists', () => {
    const create = schemasOf(`mutation CreateProduct($baId: ID!, $input: ProductInput!) {
      createProduct(baId: $baId, input: $input) { id }
    }`);
    expect(create).toMatchObject({ kind: 'mutation', name: 'CreateProduct', rootField: 'createProduct' });
    expect(create.variables).toEqual({
      type: 'object',
      required: ['baId', 'input'],
      properties: {
        baId: { type: 'string' },
        input: {
          type: 'object',
          title: '상품 입력',
          required: ['name'],
          properties: {
            name: { type: 'string', title: '상품 이름', minLength: 1, maxLength: 40 },
            salePrice: {
              type: 'integer',
              title: '판매가',
              description: '판매가(원). 없으면 정가예요.',
              'x-unit': 'WON',
              minimum: 0,
              'x-help': '비우면 정가로 팔아요.',
            },
            options: {
              type: 'array',
              items: {
                type: 'object',
                required: ['name'],
                properties: { name: { type: 'string', title: '옵션 이름' } },
              },
            },
          },
        },
      },
    });
  });

  it('describes the result selection, through fragments, with enum labels', () => {
    const list = schemasOf(`query Products($baId: ID!, $size: Int) {
      products(baId: $baId, size: $size) { totalCount items { ...Row } }
    }
    fragment Row on Product { id name status }`);
    expect(list.variables.required).toEqual(['baId']);
    expect(list.variables.properties).toMatchObject({ size: { type: 'integer', title: '한 페이지 수' } });
    expect(list.result).toMatchObject({
      type: 'object',
      required: ['totalCount', 'items'],
      properties: {
        items: {
          type: 'array',
          items: {
            properties: {
              name: { type: 'string', title: '상품 이름' },
              status: { enum: ['ACTIVE', 'INACTIVE'], 'x-enum-labels': { ACTIVE: '판매 중', INACTIVE: '판매 중지' } },
            },
          },
        },
      },
    });
  });
});

describe('@help on a GraphQL input field', () => {
  it('refuses a help text written for developers', () => {
    const bad = buildSchema(sdl.replace('@help(text: "비우면 정가로 팔아요.")', '@help(text: "없으면 null이에요.")'));
    const definitions = parse(
      'mutation M($baId: ID!, $input: ProductInput!) { createProduct(baId: $baId, input: $input) { id } }',
    ).definitions;
    const operation = definitions[0] as OperationDefinitionNode;
    expect(() => operationSchemas(bad, operation, new Map())).toThrow(/개발 용어/);
  });
});
