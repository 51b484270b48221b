/** Pricing board, operation times, quests, quest rewards and missions of the current business account. */
import { implement, notFound } from '../../core/implement';
import { addDays, toKstIso } from '../../core/time';
import type { MockState } from '../../state';
import { badRequest, MANAGERS, requireMembership } from './access';
import { pricingsOf, toQuest, toReward } from './model';
import type { AccountRow, PricingRow, QuestRow, Schemas } from './state';

function questInProgress(state: MockState, accountId: number): QuestRow | undefined {
  return state.businessAccount.quests
    .filter((quest) => quest.business_account_id === accountId)
    .filter((quest) => quest.items.some((item) => item.completed_at === null))
    .sort((a, b) => b.started_at.localeCompare(a.started_at))[0];
}

/** Which quest items the account's data already satisfies (posts live in another service). */
function satisfied(state: MockState, account: AccountRow): Set<Schemas['QuestItemType']> {
  const done = new Set<Schemas['QuestItemType']>();
  if (account.backgroundImages.length > 0) done.add('UPLOAD_BACKGROUND_IMAGE');
  if (account.introduction.trim()) done.add('WRITE_DESCRIPTION');
  if (account.operationTimes) {
    done.add('WRITE_BUSINESS_HOURS');
    done.add('CREATE_OPERATION_TIME');
  }
  if (state.businessAccount.pricings.some((row) => row.businessAccountId === account.id)) done.add('CREATE_PRICING');
  if (state.coupon.boxes.some((box) => box.business_account_id === account.id && !box.deleted))
    done.add('CREATE_COUPON');
  return done;
}

function issueRewardWhenDone(state: MockState, quest: QuestRow, now: Date, nextId: () => number): void {
  if (quest.reward_id !== null || quest.items.some((item) => item.completed_at === null)) return;
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

function validateOperationTimes(times: readonly Schemas['OperationTime'][]): void {
  const seen = new Set<string>();
  times.forEach((time, index) => {
    if (seen.has(time.weekday)) throw badRequest(`operationTimes.${index}.weekday`, '같은 요일이 두 번 있어요.');
    seen.add(time.weekday);
    if (time.closed) return;
    if (!time.openTime) throw badRequest(`operationTimes.${index}.openTime`, '필수 항목이에요.');
    if (!time.closeTime) throw badRequest(`operationTimes.${index}.closeTime`, '필수 항목이에요.');
    if (time.closeTime <= time.openTime) {
      throw badRequest(`operationTimes.${index}.closeTime`, '닫는 시간은 여는 시간보다 늦어야 해요.');
    }
    if ((time.breakStartTime === undefined) !== (time.breakEndTime === undefined)) {
      throw badRequest(`operationTimes.${index}.breakEndTime`, '쉬는 시간의 시작과 끝을 모두 입력해 주세요.');
    }
  });
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
        price: input.price,
        description: input.description,
        imageUrls: [...input.imageUrls],
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
    if (body.operationType === 'REGULAR' && body.operationTimes.length === 0) {
      throw badRequest('operationTimes', '요일별 영업시간을 입력해 주세요.');
    }
    validateOperationTimes(body.operationTimes);
    const order = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
    account.operationTimes = {
      businessAccountId: account.id,
      operationType: body.operationType,
      operationTimes: [...body.operationTimes].sort((a, b) => order.indexOf(a.weekday) - order.indexOf(b.weekday)),
      holidayNote: body.holidayNote ?? '',
      updatedAt: toKstIso(now),
    };
    return { data: account.operationTimes };
  },

  getQuestInProgress: ({ state, accountId }) => {
    const quest = questInProgress(state, accountId);
    return { data: quest ? toQuest(state.businessAccount, quest) : null };
  },

  completeQuestItem: ({ state, query, accountId, now, nextId }) => {
    const quest = questInProgress(state, accountId);
    if (!quest) throw notFound('진행 중인 퀘스트');
    const account = state.businessAccount.accounts.find((row) => row.id === accountId);
    const wanted = query.quest_item_type;
    if (wanted !== undefined && !quest.items.some((item) => item.quest_item_type === wanted)) {
      throw notFound('퀘스트 항목');
    }
    const done = wanted !== undefined ? new Set([wanted]) : account ? satisfied(state, account) : new Set();
    for (const item of quest.items) {
      if (item.completed_at === null && done.has(item.quest_item_type)) item.completed_at = toKstIso(now);
    }
    issueRewardWhenDone(state, quest, now, nextId);
    return { data: toQuest(state.businessAccount, quest) };
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
