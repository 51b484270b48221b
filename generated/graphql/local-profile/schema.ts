export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string };
  String: { input: string; output: string };
  Boolean: { input: boolean; output: boolean };
  Int: { input: number; output: number };
  Float: { input: number; output: number };
};

export type LocalProfile = {
  __typename?: 'LocalProfile';
  /** 설계: 연결된 비즈니스 계정 */
  businessAccountId: Maybe<Scalars['ID']['output']>;
  hasCommerce: Scalars['Boolean']['output'];
  hasReservation: Scalars['Boolean']['output'];
  hasServiceField: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  jibunAddress: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** 설계: 도로명 주소 */
  roadAddress: Maybe<Scalars['String']['output']>;
};

export type LocalProfileConnection = {
  __typename?: 'LocalProfileConnection';
  nodes: Array<LocalProfile>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type LocalProfileFilter = {
  /** 커머스 스토어가 있는 가게만(true) 또는 없는 가게만(false) */
  hasCommerce?: InputMaybe<Scalars['Boolean']['input']>;
  /** 예약을 받는 가게만(true) 또는 받지 않는 가게만(false) */
  hasReservation?: InputMaybe<Scalars['Boolean']['input']>;
  /** 전문 서비스 분야가 있는 가게만(true) 또는 없는 가게만(false) */
  hasServiceField?: InputMaybe<Scalars['Boolean']['input']>;
  /** 이름 검색어 */
  keyword?: InputMaybe<Scalars['String']['input']>;
};

export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** 동네 프로필 검색. 커서 방식으로 first개씩 돌려줘요. */
  localProfiles: LocalProfileConnection;
};

export type QueryLocalProfilesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<LocalProfileFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};
