/** Pricing board, operation times, quests, quest rewards and missions of the current business account. */
import { hoursManagementMessages } from '@/lib/hours-management-messages';
import { inWeekOrder, isWholeWeek, weekIssues } from '@/lib/operation-time';
import { conflict, implement, notFound } from '../../core/implement';
import { addDays, toKstIso } from '../../core/time';
import type { MockState } from '../../state';
import { badRequest, MANAGERS, requireMembership } from './access';
import { pricingsOf, toQuest, toReward } from './model';
import type { AccountRow, PricingRow, QuestRow, Schemas } from './state';

function questInProgress(state: MockState, accountId: number): QuestRow | undefined {
  return (
    state.businessAccount.quests
      .filter((quest) => quest.business_account_id === accountId)
      // Done by the rows but its reward not handed out yet: still the quest to confirm.
      .filter((quest) => quest.reward_id === null || questItemsOf(state, quest).some((item) => !item.completed_at))
      .sort((a, b) => b.started_at.localeCompare(a.started_at))[0]
  );
}

/** 소식 연속 올리기 (a streak) is not something the account's rows show: it is done when confirmed. */
const CONFIRMED_ONLY: Schemas['QuestItemType'] = 'BUSINESS_POST_QUEST';

/**
 * The quest's items as the account's rows make them: an item the rows can show (a coupon, a post,
 * hours, …) is done exactly while they do, so creating or deleting a coupon or a post moves it;
 * its completed_at is when it was confirmed, or when the quest is read (the rows already did it).
 */
export function questItemsOf(state: MockState, quest: QuestRow, now = new Date()): QuestRow['items'] {
  const account = state.businessAccount.accounts.find((row) => row.id === quest.business_account_id);
  const met = account ? satisfied(state, account) : new Set<Schemas['QuestItemType']>();
  return quest.items.map((item) =>
    item.quest_item_type === CONFIRMED_ONLY
      ? item
      : { ...item, completed_at: met.has(item.quest_item_type) ? (item.completed_at ?? toKstIso(now)) : null },
  );
}

/** Which quest items the account's data satisfies (소식 연속 올리기 is always accepted when asked). */
function satisfied(state: MockState, account: AccountRow): Set<Schemas['QuestItemType']> {
  const done = new Set<Schemas['QuestItemType']>([CONFIRMED_ONLY]);
  if (account.backgroundImages.length > 0) done.add('UPLOAD_BACKGROUND_IMAGE');
  if (account.introduction.trim()) done.add('WRITE_DESCRIPTION');
  if (account.operationTimes) {
    done.add('WRITE_BUSINESS_HOURS');
    done.add('CREATE_OPERATION_TIME');
  }
  if (state.businessAccount.pricings.some((row) => row.businessAccountId === account.id)) done.add('CREATE_PRICING');
  if (state.coupon.boxes.some((box) => box.business_account_id === account.id && !box.deleted))
    done.add('CREATE_COUPON');
  if (state.post.posts.some((post) => post.business_account_id === account.id && post.status !== 'DELETED')) {
    done.add('WRITE_POSTS');
    done.add('CREATE_BUSINESS_POST');
  }
  return done;
}

/** What the merchant still has to do for a quest item the account does not satisfy yet. */
const NOT_DONE: Record<Schemas['QuestItemType'], string> = {
  WRITE_POSTS: '아직 올린 소식이 없어요. 소식을 올린 뒤 다시 확인해 주세요.',
  CREATE_BUSINESS_POST: '아직 올린 소식이 없어요. 소식을 올린 뒤 다시 확인해 주세요.',
  UPLOAD_BACKGROUND_IMAGE: '아직 배경 사진이 없어요. 사진을 올린 뒤 다시 확인해 주세요.',
  WRITE_DESCRIPTION: '아직 소개가 비어 있어요. 소개를 쓴 뒤 다시 확인해 주세요.',
  WRITE_BUSINESS_HOURS: '아직 영업시간이 없어요. 영업시간을 저장한 뒤 다시 확인해 주세요.',
  CREATE_OPERATION_TIME: '아직 영업시간이 없어요. 영업시간을 저장한 뒤 다시 확인해 주세요.',
  CREATE_PRICING: '아직 가격표가 비어 있어요. 가격표를 저장한 뒤 다시 확인해 주세요.',
  CREATE_COUPON: '아직 만든 쿠폰이 없어요. 쿠폰을 만든 뒤 다시 확인해 주세요.',
  BUSINESS_POST_QUEST: '',
};

function issueRewardWhenDone(state: MockState, quest: QuestRow, now: Date, nextId: () => number): void {
  if (quest.reward_id !== null || questItemsOf(state, quest, now).some((item) => item.completed_at === null)) return;
  const id = nextId();
  state.businessAccount.rewards.push({
    id,
    business_account_id: quest.business_account_id,
    quest_id: quest.id,
    ...quest.reward,
    status: 'ISSUED',
    issued_at: toKstIso(now),
    expires_at: quest.reward.reward_type === 'BADGE' ? null : toKstIso(addDays(now, 30)),
  });
  quest.reward_id = id;
}

/** The week's rules (src/lib/operation-time.ts), answered as a 400 on the first broken one. */
function validateOperationTimes(body: Schemas['OperationTimesRequest']): Schemas['OperationTime'][] {
  const text = hoursManagementMessages.operationTime;
  const times = body.operationTimes;
  if (body.operationType === 'BY_APPOINTMENT') {
    if (times && times.length > 0) throw badRequest('operationTimes', text.appointmentHasNoHours);
    return [];
  }
  if (!times) throw badRequest('operationTimes', text.required);
  if (!isWholeWeek(times)) throw badRequest('operationTimes', text.everyWeekdayOnce);
  const week = inWeekOrder(times);
  const [first] = weekIssues(week);
  if (first) {
    const index = Number(first.field.split('.')[0]);
    const sentIndex = times.indexOf(week[index]!);
    throw badRequest(`operationTimes.${sentIndex}${first.field.slice(first.field.indexOf('.'))}`, first.message);
  }
  return week;
}

export const boardHandlers = implement<'business-account', MockState>('business-account', {
  listPricings: ({ state, path }) => {
    if (!state.businessAccount.accounts.some((account) => account.id === path.id)) throw notFound('비즈니스 계정');
    return { data: { businessAccountId: path.id, items: pricingsOf(state.businessAccount, path.id) } };
  },

  replacePricings: ({ state, body, now, nextId }) => {
    const { account } = requireMembership(state, body.businessAccountId, MANAGERS);
    const current = state.businessAccount.pricings.filter((row) => row.businessAccountId === account.id);
    const rows: PricingRow[] = body.pricings.map((input, index) => {
      if (input.id !== undefined && !current.some((row) => row.id === input.id)) {
        throw badRequest(`pricings.${index}.id`, '이 계정의 가격표 항목이 아니에요.');
      }
      return {
        id: input.id ?? nextId(),
        businessAccountId: account.id,
        name: input.name.trim(),
        // Left empty, the price is asked for (가격 문의) and the line has no description.
        price: input.price ?? null,
        description: input.description?.trim() || null,
        imageUrls: [...(input.imageUrls ?? [])],
        displayOrder: index + 1,
        updatedAt: toKstIso(now),
      };
    });
    state.businessAccount.pricings = [
      ...state.businessAccount.pricings.filter((row) => row.businessAccountId !== account.id),
      ...rows,
    ];
    return { data: { businessAccountId: account.id, items: pricingsOf(state.businessAccount, account.id) } };
  },

  updateOperationTimes: ({ state, path, body, now }) => {
    const { account } = requireMembership(state, path.businessAccountId, MANAGERS);
    const week = validateOperationTimes(body);
    account.operationTimes = {
      businessAccountId: account.id,
      operationType: body.operationType,
      operationTimes: week,
      holidayNote: body.holidayNote ?? '',
      updatedAt: toKstIso(now),
    };
    return { data: account.operationTimes };
  },

  getQuestInProgress: ({ state, accountId, now }) => {
    const quest = questInProgress(state, accountId);
    return {
      data: quest ? toQuest(state.businessAccount, { ...quest, items: questItemsOf(state, quest, now) }) : null,
    };
  },

  completeQuestItem: ({ state, query, accountId, now, nextId }) => {
    const quest = questInProgress(state, accountId);
    if (!quest) throw notFound('진행 중인 퀘스트');
    const account = state.businessAccount.accounts.find((row) => row.id === accountId);
    const wanted = query.quest_item_type;
    if (wanted !== undefined && !quest.items.some((item) => item.quest_item_type === wanted)) {
      throw notFound('퀘스트 항목');
    }
    const met = account ? satisfied(state, account) : new Set<Schemas['QuestItemType']>();
    if (wanted !== undefined && !met.has(wanted)) throw conflict(NOT_DONE[wanted], 'QUEST_ITEM_NOT_DONE');
    const done = wanted !== undefined ? new Set([wanted]) : met;
    for (const item of quest.items) {
      if (item.completed_at === null && done.has(item.quest_item_type)) item.completed_at = toKstIso(now);
    }
    issueRewardWhenDone(state, quest, now, nextId);
    return { data: toQuest(state.businessAccount, { ...quest, items: questItemsOf(state, quest, now) }) };
  },

  listQuestRewards: ({ state, query, accountId }) => ({
    data: {
      items: state.businessAccount.rewards
        .filter((reward) => reward.business_account_id === accountId)
        .filter((reward) => !query.status || reward.status === query.status)
        .filter((reward) => !query.reward_type || reward.reward_type === query.reward_type)
        .sort((a, b) => (b.issued_at ?? '9').localeCompare(a.issued_at ?? '9'))
        .map(toReward),
    },
  }),

  listMissionsInProgress: ({ state, accountId, now }) => ({
    data: {
      items: state.businessAccount.missions
        .filter((mission) => mission.business_account_id === accountId)
        .filter((mission) => mission.progress < mission.goal && new Date(mission.ends_at).getTime() > now.getTime())
        .map(({ business_account_id: _account, ...mission }) => mission),
    },
  }),
});
