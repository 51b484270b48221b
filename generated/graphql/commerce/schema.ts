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

export type ExperimentGroup = {
  __typename?: 'ExperimentGroup';
  businessId: Scalars['ID']['output'];
  group: ExperimentGroupName;
};

export type ExperimentGroupName = 'CONTROL' | 'TREATMENT' | 'UNASSIGNED';

export type Query = {
  __typename?: 'Query';
  /** 비즈니스 계정별 커머스 실험군. 배정 전이면 UNASSIGNED예요. */
  experimentGroup: ExperimentGroup;
  /** 비즈니스 계정의 스토어 미리보기. 스토어가 없으면 null이에요. */
  storePreview: Maybe<StorePreview>;
};

export type QueryExperimentGroupArgs = {
  businessId: Scalars['ID']['input'];
};

export type QueryStorePreviewArgs = {
  baId: Scalars['ID']['input'];
};

export type StorePreview = {
  __typename?: 'StorePreview';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  status: StoreStatus;
};

export type StoreStatus = 'ACTIVE' | 'BLOCKED' | 'DELETED' | 'INACTIVE' | 'PENDING' | 'REJECTED';
