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

/** 설계: 등록된 계약자 */
export type Contractor = {
  __typename?: 'Contractor';
  baId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  phoneNumber: Scalars['String']['output'];
  /** 등록 시각(ISO 8601, +09:00) */
  registeredAt: Scalars['String']['output'];
  representativeName: Scalars['String']['output'];
  serviceFields: Array<ServiceField>;
  status: ContractorStatus;
};

export type ContractorStatus =
  /** 등록 완료 */
  | 'APPROVED'
  /** 심사 중 */
  | 'PENDING'
  /** 반려 */
  | 'REJECTED';

/** 설계: 입력이 규칙을 어겼을 때 필드와 이유 */
export type FieldError = {
  __typename?: 'FieldError';
  field: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

/** 비즈니스 계정에서의 역할: OWNER 대표 관리자, ADMIN 관리자, USER 멤버 */
export type MembershipRole = 'ADMIN' | 'OWNER' | 'USER';

export type Mutation = {
  __typename?: 'Mutation';
  /** 비즈니스 계정을 전문가(계약자)로 등록해요. 고른 분야가 제공 중인 분야가 돼요. */
  registerContractor: RegisterContractorPayload;
};

export type MutationRegisterContractorArgs = {
  input: RegisterContractorInput;
};

export type Query = {
  __typename?: 'Query';
  /** 비즈니스 계정의 전문 서비스 분야: 제공 중인 분야(active)와 더 고를 수 있는 분야(available) */
  serviceFields: ServiceFields;
};

export type QueryServiceFieldsArgs = {
  baId: Scalars['ID']['input'];
};

/** 설계: 계약자 등록 입력 */
export type RegisterContractorInput = {
  baId: Scalars['ID']['input'];
  /** 연락처(숫자만) */
  phoneNumber: Scalars['String']['input'];
  /** 대표자 이름(2~20자) */
  representativeName: Scalars['String']['input'];
  /** 제공할 분야(1개 이상) */
  serviceFieldIds: Array<Scalars['ID']['input']>;
};

export type RegisterContractorPayload = {
  __typename?: 'RegisterContractorPayload';
  contractor: Maybe<Contractor>;
  errors: Array<FieldError>;
};

/** 전문 서비스 분야(예: 에어컨 청소, 도배) */
export type ServiceField = {
  __typename?: 'ServiceField';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type ServiceFields = {
  __typename?: 'ServiceFields';
  /** 제공 중인 분야 */
  active: Array<ServiceField>;
  /** 더 고를 수 있는 분야 */
  available: Array<ServiceField>;
  baId: Scalars['ID']['output'];
};
