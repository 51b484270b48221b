/** Korean copy of the user-side post pages. */
export const userPostCopy = {
  noAccount: '어느 비즈니스 계정의 소식인지 알 수 없어요. 계정을 먼저 골라 주세요.',
  chooseAccount: '계정 고르기',
} as const;
