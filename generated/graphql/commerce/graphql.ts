/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ExperimentGroupName = 'CONTROL' | 'TREATMENT' | 'UNASSIGNED';

export type ExperimentGroupQueryVariables = Exact<{
  businessId: string;
}>;

export type ExperimentGroupQuery = { experimentGroup: { businessId: string; group: ExperimentGroupName } };

export const ExperimentGroupDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ExperimentGroup' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'businessId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'experimentGroup' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'businessId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'businessId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'businessId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'group' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ExperimentGroupQuery, ExperimentGroupQueryVariables>;
