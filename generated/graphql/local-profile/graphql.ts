/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type LocalProfileFilter = {
  /** 커머스 스토어가 있는 가게만(true) 또는 없는 가게만(false) */
  hasCommerce?: boolean | null | undefined;
  /** 예약을 받는 가게만(true) 또는 받지 않는 가게만(false) */
  hasReservation?: boolean | null | undefined;
  /** 전문 서비스 분야가 있는 가게만(true) 또는 없는 가게만(false) */
  hasServiceField?: boolean | null | undefined;
  /** 이름 검색어 */
  keyword?: string | null | undefined;
};

export type LocalProfilesQueryVariables = Exact<{
  filter?: LocalProfileFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;

export type LocalProfilesQuery = {
  localProfiles: {
    totalCount: number;
    nodes: Array<{
      id: string;
      name: string;
      jibunAddress: string | null;
      roadAddress: string | null;
      businessAccountId: string | null;
      hasCommerce: boolean;
      hasReservation: boolean;
      hasServiceField: boolean;
    }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};

export const LocalProfilesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'LocalProfiles' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'LocalProfileFilter' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'localProfiles' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'first' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'after' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'jibunAddress' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'roadAddress' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'businessAccountId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hasCommerce' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hasReservation' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hasServiceField' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pageInfo' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'endCursor' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LocalProfilesQuery, LocalProfilesQueryVariables>;
