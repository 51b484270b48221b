/** Korean copy of the account choice. */
export const accountText = {
  title: '비즈니스 계정 선택',
  description: '관리할 비즈니스 계정을 골라 주세요.',
  empty: '아직 비즈니스 계정이 없어요.',
  enter: '들어가기',
  notActive: (status: string) => `${status} 상태라 일부 기능을 쓸 수 없어요.`,
} as const;

export const accountStatusLabels = { ACTIVE: '운영 중', DORMANT: '휴면', DESTROYED: '삭제됨' } as const;
