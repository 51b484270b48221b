/**
 * Every value the console keeps in the browser's storage, with its owner (issue 24):
 * - `person`: the signed-in user's own (what they typed, what they chose last); kept under their
 *   user id and removed on sign-out, so the next person on a shared shop PC finds no trace of it;
 * - `account`: a business account's (kept under its id): any of its members may meet it again;
 * - `device`: this browser's (the counter's habit, a copy of the remote config).
 * A new stored value is added here first; `clearPersonalValues` then knows to remove it.
 */
export type StorageOwner = 'person' | 'account' | 'device';

export interface StoredValue {
  /** The key, or the start of the keys (`<key>:<user id>`, `<key>.<account id>`). */
  readonly key: string;
  readonly owner: StorageOwner;
  readonly area: 'local' | 'session';
  readonly what: string;
}

export const STORED_VALUES = {
  businessUser: { key: 'dongne.businessUserId', owner: 'person', area: 'local', what: '로그인한 사용자 ID' },
  currentAccount: {
    key: 'dongne.currentBusinessAccountId',
    owner: 'person',
    area: 'local',
    what: '마지막에 고른 비즈니스 계정(다음 방문의 첫 화면)',
  },
  profileCreateDraft: {
    key: 'dm_profile_create_draft',
    owner: 'person',
    area: 'local',
    what: '만들던 프로필(이름, 업종, 주소, 전화번호, 소개)',
  },
  pickupOnboardingStep: {
    key: 'pickup-onboarding-step',
    owner: 'account',
    area: 'local',
    what: '픽업 입점 신청에서 마지막에 본 단계',
  },
  storeRequestDraft: {
    key: 'dongne.storeRequestDraft',
    owner: 'account',
    area: 'local',
    what: '스토어 입점 요청 중인 단계와 답',
  },
  // The person's, not the account's (issue 38): what one person at the counter confirmed is not
  // what the next person to sign in on this tab has seen.
  chunkReload: {
    key: 'dongne.chunk-reloaded-for',
    owner: 'device',
    area: 'session',
    what: '새 버전 때문에 한 번 새로고침한 화면(같은 버전에서 두 번 하지 않도록)',
  },
  orderBoardAcknowledged: {
    key: 'dongne.order-board.ack',
    owner: 'person',
    area: 'session',
    what: '주문 보드에서 확인한 신규 주문(이 탭에서만)',
  },
  // The person's on this browser (issue 41): an order announced once (chime, vibration, desktop
  // notification) is not announced again after a reload or in a second tab; sign-out forgets them.
  orderBoardAnnounced: {
    key: 'dongne.order-board.announced',
    owner: 'person',
    area: 'local',
    what: '주문 보드에서 이미 알린 신규 주문(새로고침해도 다시 알리지 않게)',
  },
  scrollPositions: {
    key: 'react-router-scroll-positions',
    owner: 'person',
    area: 'session',
    what: '페이지마다 마지막으로 본 위치(이 탭에서만, react-router가 저장)',
  },
  lastPrepMinutes: {
    key: 'dongne.order-board.last-prep-minutes',
    owner: 'device',
    area: 'local',
    what: '지난번에 고른 준비 시간(계산대의 습관)',
  },
  remoteConfig: { key: 'dongne.remoteConfig', owner: 'device', area: 'local', what: '원격 설정의 마지막 사본' },
} as const satisfies Record<string, StoredValue>;

/** The signed-in user's id as stored at sign-in (read here: the keys of personal values carry it). */
export function storedUserId(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage) {
  try {
    return storage?.getItem(STORED_VALUES.businessUser.key) ?? undefined;
  } catch {
    return undefined;
  }
}

/** The key of a person's value: undefined while nobody is signed in (nothing is kept then). */
export function personalKey(value: StoredValue, user: string | undefined = storedUserId()): string | undefined {
  return user ? `${value.key}:${user}` : undefined;
}

/** The value's own key, or one of its keys per user (`:9001`) or per account (`.101`). */
function isKeyOf(value: StoredValue, key: string): boolean {
  return key === value.key || key.startsWith(`${value.key}:`) || key.startsWith(`${value.key}.`);
}

/** Sign-out: every person-owned value (of any user) is removed from this browser's storages. */
export function clearPersonalValues(
  storages: readonly (Storage | undefined)[] = [globalThis.localStorage, globalThis.sessionStorage],
): void {
  const personal = Object.values(STORED_VALUES as Record<string, StoredValue>).filter(
    (value) => value.owner === 'person',
  );
  for (const storage of storages) {
    try {
      if (!storage) continue;
      const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
        (key): key is string => key !== null,
      );
      for (const key of keys) if (personal.some((value) => isKeyOf(value, key))) storage.removeItem(key);
    } catch {
      // Storage blocked: nothing could have been kept there.
    }
  }
}
