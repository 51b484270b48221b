/**
 * All user-facing Korean text that is not a field or enum label (those live in the schemas).
 * Strings marked "copy deck" come from the spec's copy-ko.md verbatim.
 */
/** What a blocked write would have done, as the stem before "수 없어요". */
const WRITE_VERBS = { create: '만들', change: '바꿀', delete: '삭제할', save: '저장할' } as const;

const DORMANT_WAY_BACK = '다시 운영하려면 고객센터로 문의해 주세요.';

export const messages = {
  productName: '동네마켓', // copy deck
  pageTitle: '동네마켓 비즈니스', // copy deck
  common: {
    retry: '다시 시도', // copy deck
    cancel: '취소', // copy deck
    confirm: '확인',
    save: '저장',
    create: '만들기',
    edit: '수정',
    /** The edit link of a record that opens read-only (a banned product). */
    view: '보기',
    delete: '삭제',
    close: '닫기',
    back: '목록으로',
    loading: '불러오는 중이에요.',
    search: '검색',
    resetFilters: '필터 초기화',
    moveUp: '위로 옮기기',
    moveDown: '아래로 옮기기',
    actions: '관리',
    detail: '상세',
    loadMore: '더 보기',
    none: '없음',
    yes: '예',
    no: '아니요',
    /** Alt text of a business profile's photo (an unknown owner's photo is decorative: alt=""). */
    profilePhoto: (name: string) => `${name} 프로필 사진`,
    /** Above the box of a confirmation typed before an irreversible action. */
    typeToConfirm: (text: string) =>
      `확인을 위해 '${text}'${withObjectParticle(text).slice(text.length)} 똑같이 입력해 주세요.`,
  },
  errors: {
    generic: '문제가 생겼어요. 잠시 후 다시 시도해 주세요.', // copy deck
    network: '네트워크에 연결할 수 없어요. 연결을 확인하고 다시 시도해 주세요.', // copy deck
    notFound: '찾을 수 없어요. 삭제되었거나 주소가 잘못되었을 수 있어요.',
    forbidden: '이 작업을 할 권한이 없어요.',
    unauthorized: '로그인이 필요해요.',
    server: '서버에 문제가 생겼어요. 잠시 후 다시 시도해 주세요.',
    invalidInput: '입력한 내용을 확인해 주세요.',
    /** 더 보기 after the list changed under it (the row its cursor named is gone). */
    staleCursor: '목록이 그사이 바뀌었어요. 새로고침한 뒤 다시 불러와 주세요.',
    maintenance: '서비스 점검 중이에요. 잠시 후 다시 이용해 주세요.', // copy deck
  },
  /** A screen's code replaced by a deploy while the tab was open (src/lib/chunk-load.ts). */
  newVersion: {
    title: '새 버전이 나왔어요',
    text: '새로고침하면 새 버전으로 열려요. 저장하지 않은 입력은 사라져요.',
    reload: '새로고침',
  },
  validation: {
    required: '필수 항목이에요.', // copy deck
    minLength: (n: number) => `${n}자 이상 입력해 주세요.`, // copy deck
    maxLength: (n: number) => `${n}자까지 입력할 수 있어요.`, // copy deck
    minimum: (value: string) => `${value} 이상 입력해 주세요.`,
    maximum: (value: string) => `${value} 이하로 입력해 주세요.`,
    integer: '소수점 없이 정수로 입력해 주세요.',
    wholeWon: '금액은 1원 단위로, 소수점 없이 입력해 주세요.',
    number: '숫자를 입력해 주세요.',
    type: '올바른 값을 입력해 주세요.',
    enum: '목록에서 골라 주세요.',
    dateTime: '날짜와 시간을 골라 주세요.',
    notPast: '지난 날짜예요. 오늘이나 그 이후 날짜를 골라 주세요.',
    uri: 'https://로 시작하는 주소를 입력해 주세요.',
    email: '이메일 주소 형식으로 입력해 주세요.',
    pattern: '형식에 맞게 입력해 주세요.',
    minItems: (n: number) => `${n}개 이상 추가해 주세요.`,
    maxItems: (n: number) => `${n}개까지 추가할 수 있어요.`,
    uniqueItems: '같은 항목을 두 번 고를 수 없어요.',
    mustCheck: '확인하고 체크해 주세요.',
    summary: '입력한 내용을 확인해 주세요.',
  },
  unsaved: {
    title: '저장하지 않은 내용이 있어요. 페이지를 나갈까요?', // copy deck
    stay: '계속 작성', // copy deck
    leave: '나가기', // copy deck
    /** Said when the question comes from switching to another account (issue 41). */
    accountSwitch: '다른 계정으로 바꾸면 지금 쓰던 내용은 저장되지 않고 사라져요.',
  },
  list: {
    empty: (name: string) => `아직 ${withSubjectParticle(name)} 없어요.`,
    emptyFiltered: '조건에 맞는 항목이 없어요.',
    total: (count: string) => `총 ${count}개`,
    create: (name: string) => `${name} 만들기`,
    /** Accessible name of a list's order select. */
    sort: '정렬',
    /** A list's cards on a phone: every card on screen chosen at once (the table's header checkbox). */
    selectShown: '보이는 항목 모두 선택',
    /** A phone's sort select, for the columns a table sorts by its headers. */
    sortDefault: '기본 순서',
    sortOrder: { asc: '오름차순', desc: '내림차순' },
  },
  detail: {
    edit: (name: string) => `${name} 수정`,
  },
  form: {
    createTitle: (name: string) => `새 ${name}`,
    editTitle: (name: string) => `${name} 수정`,
    saved: '저장했어요.',
    created: '만들었어요.',
    deleted: '삭제했어요.',
    reordered: '순서를 바꿨어요.',
    statusChanged: '상태를 바꿨어요.',
    saving: '저장하는 중이에요.',
    serverRejected: '저장하지 못했어요. 표시된 항목을 확인해 주세요.',
    /** Short texts of a list item's move buttons (their names add the item: "항목 1 위로 옮기기"). */
    itemUp: '위로',
    itemDown: '아래로',
    /** Under a field checked against the server as the user types. */
    checking: '확인하고 있어요…',
    checkUnknown: '지금은 확인하지 못했어요. 저장할 때 다시 확인해요.',
    /** A create form whose gate call says no record may be made. */
    gateBlockedTitle: (name: string) => `지금은 ${withObjectParticle(name)} 만들 수 없어요`,
  },
  download: {
    failed: '파일을 받지 못했어요.',
  },
  access: {
    /** Why an account may not change data, as the start of a sentence (by account status). */
    blockedBecause: { DORMANT: '휴면 계정이라', DESTROYED: '삭제된 계정이라' },
    /** The dormant account's banner: says for every disabled control what it may still do. */
    dormantNotice: `휴면 상태인 계정이에요. 볼 수는 있지만 만들거나 바꿀 수 없어요. ${DORMANT_WAY_BACK}`,
    /** How a dormant account works again: the banner, the notification and the notice say the same. */
    dormantWayBackSentence: DORMANT_WAY_BACK,
    /** The dormant account's one way back (the banner's button). */
    dormantWayBack: '고객센터에 문의하기',
    verbs: WRITE_VERBS,
    /** "휴면 계정이라 만들 수 없어요." */
    blocked: (because: string, verb: keyof typeof WRITE_VERBS) => `${because} ${WRITE_VERBS[verb]} 수 없어요.`,
  },
  roleGate: {
    /** A screen the person's role may not open (issue 39); the sentence under it says who may. */
    title: '권한이 없는 화면이에요',
    toHome: '계정 홈으로',
  },
  pickupGate: {
    /** Every pickup screen but the onboarding ones, for an account that has not joined. */
    notJoined: '픽업 서비스를 신청해야 쓸 수 있어요',
    notJoinedBody: '입점 승인을 받으면 메뉴, 주문, 정산을 여기서 관리할 수 있어요.',
    underReview: '픽업 서비스 입점을 심사하고 있어요',
    underReviewBody: '승인되면 메뉴, 주문, 정산을 여기서 관리할 수 있어요.',
    rejectedBody: '입점 신청이 반려됐어요. 반려 사유를 확인하고 다시 신청해 주세요.',
    /** An application started but not sent (issue 40): where it stands, and the way back to it. */
    inProgress: '픽업 서비스 신청을 마저 해 주세요',
    progress: (sent: number, total: number) => `${total}단계 중 ${sent}단계를 검수 요청했어요.`,
    stepRejected: (label: string) => `‘${label}’ 단계가 반려됐어요. 반려 사유를 보고 고쳐서 다시 요청해 주세요.`,
    fixStep: (label: string) => `‘${label}’ 단계 고치기`,
    resume: '신청 이어 하기',
    apply: '픽업 서비스 신청하기',
    askCustomerCenter: '고객센터에 문의하기',
    newTab: '(새 탭에서 열려요)',
    backToProfile: '비즈프로필로 가기',
  },
  accountUnavailable: {
    /** An account's address that is not one of the user's accounts (deleted, or the user left it). */
    title: '이 비즈니스 계정은 볼 수 없어요',
    body: '삭제된 계정이거나 관리자에서 빠진 계정이에요. 내 비즈니스 계정 중에서 골라 주세요.',
    deletedTitle: '삭제된 비즈니스 계정이에요',
    deletedBody: '삭제된 계정의 정보와 화면은 더 볼 수 없어요. 내 비즈니스 계정 중에서 골라 주세요.',
    toAccounts: '내 비즈니스 계정 보기',
  },
  storeGate: {
    /** The store's settings, products, orders and settlement, for an account without a store. */
    noStore: '스토어를 열어야 쓸 수 있어요',
    noStoreBody: '스토어를 열면 상품, 주문, 정산을 여기서 관리할 수 있어요.',
    underReview: '스토어 입점을 심사하고 있어요',
    underReviewBody: '승인되면 상품, 주문, 정산을 여기서 관리할 수 있어요.',
    open: '스토어 열기',
    requestState: '신청 상태 보기',
  },
  userPost: {
    /** The user-side post pages (/user/post/…) without an account in the address or storage. */
    noAccount: '어느 비즈니스 계정의 소식인지 알 수 없어요. 계정을 먼저 골라 주세요.',
    chooseAccount: '계정 고르기',
  },
  confirmDelete: {
    title: (label: string, record: string) => `'${record}' ${withObjectParticle(label)} 삭제할까요?`,
    body: '삭제하면 되돌릴 수 없어요.',
    ok: '삭제',
  },
  coupon: {
    reissueTitle: '쿠폰을 재발행할까요?', // copy deck
    reissueBody: '재발행하면 고객이 쿠폰을 다시 받고 사용할 수 있어요.', // copy deck
    reissueOk: '재발행', // copy deck
    reissued: '쿠폰을 재발행했어요.', // copy deck
    stop: '발행 중지',
    stopTitle: '쿠폰 발행을 멈출까요?',
    stopBody: '멈추면 고객이 쿠폰을 새로 받을 수 없어요. 이미 받은 쿠폰은 쓸 수 있어요.',
    stopManyTitle: '고른 쿠폰의 발행을 멈출까요?',
    stopped: '쿠폰 발행을 멈췄어요.',
    freeItem: '무료 증정',
  },
  administrator: {
    transfer: '대표 관리자 넘기기',
    transferTitle: '대표 관리자를 넘길까요?',
    transferBody: (person: string, account: string) =>
      `**${person}**님이 **${account}**의 대표 관리자가 되고, 지금 대표 관리자는 관리자가 돼요. 다시 바꾸려면 새 대표 관리자가 넘겨 줘야 해요.`,
    transferred: '대표 관리자를 넘겼어요.',
    remove: '내보내기',
    removeTitle: '이 관리자를 내보낼까요?',
    removeBody: (person: string, account: string) =>
      `**${person}**님은 ${account ? `**${account}**${withObjectParticle(account).slice(account.length)}` : '이 계정을'} 더 관리할 수 없어요. 다시 함께하려면 새로 초대해 주세요.`,
    removed: '내보냈어요.',
    empty: '아직 함께 관리하는 사람이 없어요.',
    /** A member's role in an account (the schemas' MembershipRole labels), for sentences that name it. */
    roles: { OWNER: '대표 관리자', ADMIN: '관리자', USER: '멤버' },
  },
  post: {
    empty: '아직 쓴 소식이 없어요. 첫 소식으로 단골에게 가게 소식을 알려 보세요.',
    hide: '숨기기',
    hidden: '소식을 숨겼어요.',
    unhide: '숨김 해제',
    unhidden: '소식을 다시 공개했어요.',
    comments: '댓글',
    create: '새 소식',
    created: '소식을 올렸어요.',
    survey: '설문 소식',
    surveyCreate: '설문 만들기',
    surveyCreated: '설문 소식을 올렸어요.',
    vote: '투표 소식',
    voteCreate: '투표 만들기',
    voteCreated: '투표 소식을 올렸어요.',
    addQuestion: '질문 추가',
    addChoice: '선택지 추가',
    deleteTitle: '소식을 삭제할까요?',
    deleteBody: '삭제한 소식과 댓글은 되돌릴 수 없어요. 잠시 안 보이게 하려면 숨기기를 눌러 주세요.',
    followerMeta: (remaining: string, limit: string, followers: string) =>
      `이번 달 단골 알림 ${remaining}번 남았어요(한 달 ${limit}번). 단골 ${followers}명이 알림을 받아요.`,
    followerMetaNone: '이번 달 단골 알림을 모두 보냈어요. 다음 달 1일에 다시 보낼 수 있어요.',
    followerMetaError: '단골 알림 횟수를 불러오지 못했어요.',
    imagesHelp: (max: string) => `사진은 ${max}장까지 올릴 수 있어요.`,
  },
  postComment: {
    empty: '아직 댓글이 없어요.',
    create: '댓글 쓰기',
    created: '댓글을 달았어요.',
    replies: '답글',
    repliesOf: (count: string) => `답글 ${count}`,
    replyCreate: '답글 쓰기',
    replied: '답글을 달았어요.',
    repliesEmpty: '아직 답글이 없어요.',
  },
  demo: {
    panelTitle: '데모 도구',
    reset: '데모 데이터 초기화',
    resetConfirm: '데모 데이터를 처음 상태로 되돌릴까요? 만든 쿠폰과 메뉴가 모두 사라져요.',
    resetDone: '데모 데이터를 초기화했어요.',
    latency: '응답 지연(ms)',
    errorStatus: '오류 응답',
    offline: '오프라인',
    none: '없음',
    scope: '적용 범위',
    allCalls: '모든 호출',
    person: '사람 바꾸기',
    personHelp: '첫 번째 데모 가게의 대표 관리자, 관리자, 멤버로 들어가 볼 수 있어요. 로그아웃한 뒤 다시 로그인해요.',
    personChosen: (name: string, role: string) => `${name}(${role})으로 바꿨어요. 다시 로그인해 주세요.`,
  },
} as const;

/** Particle 이/가 and 을/를 chosen by the last syllable (받침), e.g. `쿠폰을`, `메뉴를`. */
export function withObjectParticle(word: string): string {
  return word + (hasFinalConsonant(word) ? '을' : '를');
}

export function withTopicParticle(word: string): string {
  return word + (hasFinalConsonant(word) ? '은' : '는');
}

export function withSubjectParticle(word: string): string {
  return word + (hasFinalConsonant(word) ? '이' : '가');
}

function hasFinalConsonant(word: string): boolean {
  const code = word.charCodeAt(word.length - 1);
  if (code < 0xac00 || code > 0xd7a3) return false;
  return (code - 0xac00) % 28 !== 0;
}
