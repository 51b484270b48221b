/** Korean copy of my info and leaving the service (resources/my-info). */
export const myInfoMessages = {
  title: '내 정보',
  email: '로그인 이메일',
  deleteLink: '회원 탈퇴',
  deleteTitle: '회원 탈퇴',
  deleteDescription:
    '탈퇴하면 비즈니스 계정의 관리 권한이 모두 사라지고 되돌릴 수 없어요. 대표 관리자인 계정은 탈퇴 전에 다른 분께 넘겨 주세요.',
  deleteConfirm: '정말 탈퇴할까요?',
  deleteOk: '탈퇴하기',
  deleted: '탈퇴했어요. 그동안 이용해 주셔서 고마워요.',
} as const;
