/** Korean copy of the account deletion screens (resources/account-deletion). */
export const accountDeletionMessages = {
  title: '계정 삭제',
  /** The back link of the reason step, to the deletion page (no list: issue 25). */
  toDeletion: '계정 삭제로',
  description: (name: string) => `'${name}' 비즈니스 계정을 삭제해요. 삭제한 계정은 되살릴 수 없어요.`,
  consequencesTitle: '삭제하면 이렇게 돼요',
  consequences: [
    '비즈프로필과 소식, 쿠폰, 후기, 단골 목록이 모두 사라지고 손님에게 더는 보이지 않아요.',
    '관리자와 멤버는 모두 이 계정에서 빠져요.',
    '삭제한 계정과 그 기록은 되살릴 수 없어요.',
  ],
  pickReason: '삭제하는 이유를 골라 주세요',
  reasonTitle: '계정 삭제 사유',
  chosen: '고른 사유',
  change: '사유 바꾸기',
  unknownReason: '없는 삭제 사유예요. 삭제 사유를 다시 골라 주세요.',
  textLabel: '자세한 사유',
  textOptional: '(선택)',
  textHelp: '더 나은 서비스를 만드는 데 참고할게요. 300자까지 적을 수 있어요.',
  submit: '사유 남기고 삭제하기',
  recorded: '삭제 사유를 남겼어요.',
  confirmTitle: (name: string) => `'${name}' 계정을 삭제할까요?`,
  confirmBody: (name: string) =>
    `**${name}** 계정을 삭제하면 되돌릴 수 없어요. 비즈프로필과 소식, 쿠폰, 후기, 단골 목록이 모두 사라지고 손님에게 더는 보이지 않아요. 관리자도 모두 빠져요.`,
  confirmOk: '계정 삭제',
  deleted: (name: string) => `'${name}' 계정을 삭제했어요.`,
};
