/** Korean copy of the shell pages (sign-in, accounts, notices, my info, invitations, terms). */
export const pageCopy = {
  login: {
    title: '동네마켓 비즈니스 로그인',
    description: '동네마켓 앱에서 QR 코드를 찍으면 로그인돼요.',
    steps: ['동네마켓 앱을 열어요.', '나의 동네마켓 > 오른쪽 위 QR 아이콘을 눌러요.', '화면의 QR 코드를 찍어요.'],
    remain: (seconds: number) => `${seconds}초 남았어요.`,
    expired: 'QR 코드가 만료됐어요.',
    refresh: '새 QR 코드 받기',
    keepLogin: '로그인 상태 유지',
    linked: '연결됐어요. 로그인하는 중이에요.',
    failed: 'QR 코드를 받지 못했어요.',
    qrAlt: '로그인 QR 코드',
    otherWays: '다른 방법으로 로그인',
    kakao: '카카오로 로그인',
    socialSigningIn: '소셜 계정으로 로그인하는 중이에요.',
    socialFailed: '소셜 로그인을 마치지 못했어요.',
    backToLogin: '로그인 화면으로',
    loggingOut: '로그아웃하는 중이에요.',
  },
  profiles: {
    title: '비즈니스 계정 선택',
    description: '관리할 비즈니스 계정을 골라 주세요.',
    empty: '아직 비즈니스 계정이 없어요.',
    enter: '들어가기',
    notActive: (status: string) => `${status} 상태라 일부 기능을 쓸 수 없어요.`,
    signingIn: '계정에 들어가는 중이에요.',
    notMine: '이 계정에 들어갈 권한이 없어요. 다른 계정을 골라 주세요.',
  },
  terms: {
    acceptTitle: '약관에 동의해 주세요',
    acceptDescription: '동네마켓 비즈니스를 쓰려면 아래 필수 약관에 동의해야 해요.',
    agreeAll: '모두 동의',
    agree: '동의하고 계속하기',
    view: '보기',
    requiredMark: '(필수)',
    needAll: '필수 약관에 모두 동의해 주세요.',
    versionLabel: '버전',
    effective: (date: string) => `시행일 ${date}`,
  },
  notices: {
    title: '공지사항',
    empty: '공지사항이 없어요.', // copy deck
    allCategories: '전체',
    category: '카테고리',
    important: '중요',
    notFound: '공지사항을 찾을 수 없어요. 삭제되었거나 주소가 잘못되었을 수 있어요.',
    toList: '목록으로',
    link: '자세히 보기',
  },
  notifications: {
    title: '알림',
    empty: '알림이 없어요.', // copy deck
    tabs: { total: '전체', business: '비즈프로필', advertisement: '광고', agency: '대행사' }, // copy deck
  },
  relativeTime: {
    minutes: (n: number) => `${n}분 전`, // copy deck
    hours: (n: number) => `${n}시간 전`, // copy deck
    days: (n: number) => `${n}일 전`, // copy deck
  },
  userinfo: {
    title: '내 정보',
    email: '로그인 이메일',
    nickname: '닉네임',
    nicknameHelp: '2~20자로 적어 주세요.',
    notificationEmail: '알림 이메일',
    notificationEmailHelp: '검수 결과, 정산 같은 알림을 이 주소로 보내요.',
    save: '저장',
    saved: '저장했어요.',
    deleteLink: '회원 탈퇴',
    deleteTitle: '회원 탈퇴',
    deleteDescription:
      '탈퇴하면 비즈니스 계정의 관리 권한이 모두 사라지고 되돌릴 수 없어요. 대표 관리자인 계정은 탈퇴 전에 다른 분께 넘겨 주세요.',
    deleteConfirm: '정말 탈퇴할까요?',
    deleteOk: '탈퇴하기',
    deleted: '탈퇴했어요. 그동안 이용해 주셔서 고마워요.',
  },
  invitations: {
    title: '관리자 초대',
    description: (name: string, role: string) => `${name}의 ${role}로 초대받았어요.`,
    inviter: (name: string) => `${name}님이 보낸 초대예요.`,
    expiresAt: '만료 일시',
    accept: '초대 수락하기',
    accepted: '초대를 수락했어요.',
    expired: '만료된 초대예요. 초대한 분께 새 초대 링크를 요청해 주세요.',
    used: '이미 수락한 초대예요.',
    noCode: '초대 코드가 없어요. 받은 초대 링크를 다시 열어 주세요.',
  },
  redirects: {
    moving: '이동하는 중이에요.',
    missing: '이동할 곳을 찾을 수 없어요.',
  },
  maintenance: {
    title: '서비스 점검 중이에요. 잠시 후 다시 이용해 주세요.', // copy deck
    description: '더 나은 서비스를 위해 점검하고 있어요. 점검이 끝나면 바로 이용할 수 있어요.',
    retry: '다시 시도', // copy deck
  },
  successStory: {
    title: '성공 사례 및 노하우', // copy deck
    description: '동네마켓 비즈니스로 단골을 만든 사장님들의 이야기예요.',
    all: '전체',
    notFound: '없는 카테고리예요.',
  },
  kyc: {
    title: '대표자 본인 인증',
    description: '비즈니스 계정의 대표자가 본인임을 확인하는 절차예요.',
    why: '본인 인증은 계정을 만든 사장님이 실제 대표자인지 확인해서, 다른 사람이 가게 이름으로 계정을 쓰지 못하게 막아 줘요.',
    consequence: '기한 안에 인증하지 않으면 계정 운영이 제한되고, 소식 발행과 광고 같은 일부 기능을 쓸 수 없어요.',
    stateLabel: '인증 상태',
    states: { required: '필요', imminent: '기한 임박', pending: '확인 중', rejected: '반려', done: '완료' },
    stateHelp: {
      required: '본인 인증을 해 주세요.',
      imminent: '인증 기한이 얼마 남지 않았어요. 서둘러 인증해 주세요.',
      pending: '보내 주신 정보를 확인하고 있어요. 결과가 나오면 알려 드릴게요.',
      rejected: '인증이 반려됐어요. 정보를 확인하고 다시 인증해 주세요.',
      done: '본인 인증을 마쳤어요. 따로 할 일은 없어요.',
    },
    verify: '본인 인증하기',
    verifyNote: '인증은 새 탭의 동네마켓 본인 인증 화면에서 진행돼요.',
    finished: '인증을 마쳤어요',
    checked: (state: string) => `인증 상태를 다시 확인했어요: ${state}`,
    noAccount: '인증할 비즈니스 계정을 찾을 수 없어요. 계정을 고른 뒤 다시 열어 주세요.',
    toAccounts: '계정 선택으로',
  },
  editor: {
    title: { social: '소식 쓰기', blog: '블로그 글 쓰기' },
    titleLabel: '제목',
    titlePlaceholder: '제목을 적어 주세요.',
    bodyLabel: '본문',
    bodyPlaceholder: '이웃에게 전할 이야기를 적어 주세요.',
    imagesLabel: '사진',
    imageCount: (count: number, max: number) => `${count}/${max}`,
    addImage: '사진 추가',
    uploading: '올리는 중',
    removeImage: (index: number) => `사진 ${index} 빼기`,
    imageAlt: (index: number) => `올린 사진 ${index}`,
    tooManyImages: (max: number, skipped: number) =>
      `사진은 최대 ${max}장까지 올릴 수 있어요. ${skipped}장은 빼고 올렸어요.`,
    required: (label: string) => `${label}을 적어 주세요.`,
    tooShort: (label: string, min: number) => `${label}은 ${min}자 이상 적어 주세요.`,
    tooLong: (label: string, max: number) => `${label}은 ${max}자까지 적을 수 있어요.`,
    uploadingWait: '사진을 다 올린 뒤에 완료해 주세요.',
    done: '완료',
    sent: '글을 앱으로 보냈어요. 이 화면을 닫아도 돼요.',
    sendFailed: '앱으로 보내지 못했어요. 잠시 후 다시 눌러 주세요.',
  },
} as const;

export const roleLabels = { OWNER: '대표 관리자', ADMIN: '관리자', USER: '멤버' } as const;
export const accountStatusLabels = { ACTIVE: '운영 중', DORMANT: '휴면', DESTROYED: '삭제됨' } as const;
