/** Korean copy of an invitation's page. */
export const invitationText = {
  title: '관리자 초대',
  description: (name: string, role: string) => `${name}의 ${role}로 초대받았어요.`,
  inviter: (name: string) => `${name}님이 보낸 초대예요.`,
  accept: '초대 수락하기',
  accepted: '초대를 수락했어요.',
  expired: '만료된 초대예요. 초대한 분께 새 초대 링크를 요청해 주세요.',
  used: '이미 수락한 초대예요.',
  noCode: '초대 코드가 없어요. 받은 초대 링크를 다시 열어 주세요.',
} as const;
