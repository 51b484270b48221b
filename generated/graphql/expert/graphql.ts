/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
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

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const RegisterContractorDocument = /* @__PURE__ */ new TypedDocumentString(`
    mutation RegisterContractor($input: RegisterContractorInput!) {
  registerContractor(input: $input) {
    contractor {
      id
      baId
      representativeName
      phoneNumber
      status
      registeredAt
      serviceFields {
        id
        name
      }
    }
    errors {
      field
      message
    }
  }
}
    `) as unknown as TypedDocumentString<RegisterContractorMutation, RegisterContractorMutationVariables>;
export const ServiceFieldsDocument = /* @__PURE__ */ new TypedDocumentString(`
    query ServiceFields($baId: ID!) {
  serviceFields(baId: $baId) {
    baId
    active {
      id
      name
    }
    available {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<ServiceFieldsQuery, ServiceFieldsQueryVariables>;
