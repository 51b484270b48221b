/* eslint-disable */
import * as types from './graphql';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  'mutation RegisterContractor($input: RegisterContractorInput!) {\n  registerContractor(input: $input) {\n    contractor {\n      id\n      baId\n      representativeName\n      phoneNumber\n      status\n      registeredAt\n      serviceFields {\n        id\n        name\n      }\n    }\n    errors {\n      field\n      message\n    }\n  }\n}': typeof types.RegisterContractorDocument;
  'query ServiceFields($baId: ID!) {\n  serviceFields(baId: $baId) {\n    baId\n    active {\n      id\n      name\n    }\n    available {\n      id\n      name\n    }\n  }\n}': typeof types.ServiceFieldsDocument;
};
const documents: Documents = {
  'mutation RegisterContractor($input: RegisterContractorInput!) {\n  registerContractor(input: $input) {\n    contractor {\n      id\n      baId\n      representativeName\n      phoneNumber\n      status\n      registeredAt\n      serviceFields {\n        id\n        name\n      }\n    }\n    errors {\n      field\n      message\n    }\n  }\n}':
    types.RegisterContractorDocument,
  'query ServiceFields($baId: ID!) {\n  serviceFields(baId: $baId) {\n    baId\n    active {\n      id\n      name\n    }\n    available {\n      id\n      name\n    }\n  }\n}':
    types.ServiceFieldsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation RegisterContractor($input: RegisterContractorInput!) {\n  registerContractor(input: $input) {\n    contractor {\n      id\n      baId\n      representativeName\n      phoneNumber\n      status\n      registeredAt\n      serviceFields {\n        id\n        name\n      }\n    }\n    errors {\n      field\n      message\n    }\n  }\n}',
): typeof import('./graphql').RegisterContractorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query ServiceFields($baId: ID!) {\n  serviceFields(baId: $baId) {\n    baId\n    active {\n      id\n      name\n    }\n    available {\n      id\n      name\n    }\n  }\n}',
): typeof import('./graphql').ServiceFieldsDocument;

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
