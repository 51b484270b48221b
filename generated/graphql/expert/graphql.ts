/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ContractorStatus =
  /** 등록 완료 */
  | 'APPROVED'
  /** 심사 중 */
  | 'PENDING'
  /** 반려 */
  | 'REJECTED';

/** 설계: 계약자 등록 입력 */
export type RegisterContractorInput = {
  baId: string;
  /** 연락처(숫자만) */
  phoneNumber: string;
  /** 대표자 이름(2~20자) */
  representativeName: string;
  /** 제공할 분야(1개 이상) */
  serviceFieldIds: Array<string>;
};

export type RegisterContractorMutationVariables = Exact<{
  input: RegisterContractorInput;
}>;

export type RegisterContractorMutation = {
  registerContractor: {
    contractor: {
      id: string;
      baId: string;
      representativeName: string;
      phoneNumber: string;
      status: ContractorStatus;
      registeredAt: string;
      serviceFields: Array<{ id: string; name: string }>;
    } | null;
    errors: Array<{ field: string; message: string }>;
  };
};

export type ServiceFieldsQueryVariables = Exact<{
  baId: string;
}>;

export type ServiceFieldsQuery = {
  serviceFields: {
    baId: string;
    active: Array<{ id: string; name: string }>;
    available: Array<{ id: string; name: string }>;
  };
};

export const RegisterContractorDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RegisterContractor' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'RegisterContractorInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'registerContractor' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'contractor' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'baId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'representativeName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'phoneNumber' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'registeredAt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'serviceFields' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RegisterContractorMutation, RegisterContractorMutationVariables>;
export const ServiceFieldsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ServiceFields' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'baId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'serviceFields' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'baId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'baId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'baId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'active' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'available' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ServiceFieldsQuery, ServiceFieldsQueryVariables>;
