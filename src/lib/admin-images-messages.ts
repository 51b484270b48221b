/**
 * Korean copy of the administrators' invitations and the local profile's images. Kept apart from
 * messages.ts so the screens built in parallel do not edit one file.
 */
export const adminImagesMessages = {
  invitation: {
    create: '초대하기',
    heading: '관리자 초대',
    column: '초대 링크',
    created: '초대 링크를 만들었어요.',
    createdBody: (name: string, role: string) =>
      `${name}님을 ${role}로 초대했어요. 아래 링크나 코드를 전해 주세요. 받은 사람이 동네마켓 비즈니스에 로그인해 링크를 열면 초대를 수락할 수 있어요.`,
    code: '초대 코드',
    link: '초대 링크',
    expiresAt: (when: string) => `${when}까지 수락할 수 있어요.`,
    copy: '링크 복사',
    copyCode: '코드 복사',
    copied: '초대 링크를 복사했어요.',
    codeCopied: '초대 코드를 복사했어요.',
    copyFailed: '복사하지 못했어요. 링크를 길게 눌러 직접 복사해 주세요.',
    share: '공유하기',
    shareTitle: (account: string) => `${account} 관리자 초대`,
    shareText: (account: string, code: string) =>
      `동네마켓 비즈니스 '${account}' 관리자로 초대했어요. 초대 코드: ${code}`,
    done: '닫기',
    cancel: '초대 취소',
    cancelTitle: '이 초대를 취소할까요?',
    cancelBody: '취소하면 보낸 링크와 코드로 더는 수락할 수 없어요. 다시 초대하려면 새 링크를 만들어 주세요.',
    cancelled: '초대를 취소했어요.',
    none: '–',
  },
  images: {
    label: '사진',
    title: '사진 관리',
    empty: '아직 프로필에 모인 사진이 없어요. 가게 사진을 올려 보세요.',
    add: '사진 올리기',
    addHeading: '사진 올리기',
    upload: '올리기',
    added: '사진을 올렸어요.',
    pin: '고정',
    pinned: '사진을 고정했어요.',
    unpin: '고정 해제',
    unpinned: '사진 고정을 풀었어요.',
    pinLimit: (max: number) => `사진은 최대 ${max}장까지 고정할 수 있어요. 고정한 사진을 먼저 풀어 주세요.`,
    pinBulkLimit: (max: number, left: number) =>
      left === 0
        ? `사진은 최대 ${max}장까지 고정할 수 있어요. 고정한 사진을 먼저 풀어 주세요.`
        : `사진은 최대 ${max}장까지 고정할 수 있어요. ${left}장만 더 고를 수 있어요.`,
    tags: '태그 편집',
    tagsTitle: '사진 태그 편집',
    tagsSaved: '태그를 저장했어요.',
    remove: '삭제',
    removeTitle: '사진 삭제',
    removed: '사진을 삭제했어요.',
    bulkRemove: '선택한 사진 삭제',
    bulkRemoveTitle: '고른 사진을 모두 삭제할까요?',
    bulkRemoveBody: '삭제한 사진은 프로필에서 사라지고 되돌릴 수 없어요. 고정한 사진이면 고정도 풀려요.',
    bulkRemoved: '고른 사진을 삭제했어요.',
    thumbnail: '사진',
    enlarge: '크게 보기',
    noTags: '태그 없음',
    profileMissing: '이 계정에는 아직 동네 프로필이 없어요. 프로필을 만든 뒤 사진을 관리할 수 있어요.',
  },
} as const;
