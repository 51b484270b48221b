/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
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

export const LocalProfilesDocument = /* @__PURE__ */ new TypedDocumentString(`
    query LocalProfiles($filter: LocalProfileFilter, $first: Int, $after: String) {
  localProfiles(filter: $filter, first: $first, after: $after) {
    nodes {
      id
      name
      jibunAddress
      roadAddress
      businessAccountId
      hasCommerce
      hasReservation
      hasServiceField
    }
    pageInfo {
      hasNextPage
      endCursor
    }
    totalCount
  }
}
    `) as unknown as TypedDocumentString<LocalProfilesQuery, LocalProfilesQueryVariables>;
