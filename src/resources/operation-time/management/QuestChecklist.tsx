/**
 * 퀘스트: the quest in progress as a checklist with its progress, and per open item 하러 가기 and
 * 완료 확인 (the server checks the item; its refusal is said as it gives it).
 */
import { useCurrentAccount } from '@/api/current-account';
import { payloadOf } from '@/api/envelope';
import type { Quest, QuestItem } from '@/api/profile-management';
import { BusyButton } from '@/components/actions/BusyButton';
import { EmptyState } from '@/components/feedback/EmptyState';
import { errorMessage } from '@/components/feedback/error-message';
import { toast } from '@/components/toast/toast-store';
import { useOperationMutation } from '@/api/data/queries';
import { formatDate, joinText } from '@/lib/format';
import { hoursManagementMessages } from '@/lib/hours-management-messages';
import { Link } from 'react-router';
import { CheckRow } from './CheckRow';
import { QUEST_ITEM_TASK, questPercent, taskHref } from './management-state';

const text = hoursManagementMessages.management;

export function QuestChecklist({ data }: { readonly data: { readonly quest: Quest | null } }) {
  const account = useCurrentAccount() ?? '';
  const quest = data.quest;
  if (!quest) return <EmptyState text={text.questEmpty} action={<p className="muted">{text.questEmptyHint}</p>} />;
  const percent = questPercent(quest.completed_count, quest.total_count);
  const progress = text.questProgress(quest.completed_count, quest.total_count);
  return (
    <>
      <h3 style={{ margin: '0 0 4px', fontSize: 16 }}>{quest.title}</h3>
      <p className="muted" style={{ margin: '0 0 12px' }}>
        {joinText([
          text.questEnds(formatDate(quest.ends_at)),
          quest.reward ? text.questReward(quest.reward.title) : null,
        ])}
      </p>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 16 }}>
        <progress
          className="management-progress"
          value={quest.completed_count}
          max={Math.max(quest.total_count, 1)}
          aria-label={`${quest.title} ${progress}`}
        />
        <span>
          <strong>{progress}</strong> ({percent}%)
        </span>
      </div>
      <ul className="management-list">
        {quest.items.map((item) => (
          <QuestItemRow key={item.quest_item_type} item={item} account={account} />
        ))}
      </ul>
    </>
  );
}

function QuestItemRow({ item, account }: { readonly item: QuestItem; readonly account: string }) {
  // Refreshes the business account's calls: the item moves to done and the count goes up.
  const complete = useOperationMutation('business-account.completeQuestItem');
  const href = taskHref(QUEST_ITEM_TASK[item.quest_item_type], account);
  const check = async () => {
    try {
      const answer = await complete.mutateAsync({ account, query: { quest_item_type: item.quest_item_type } });
      const quest = payloadOf<Quest>(answer.data);
      toast.success(
        quest.status === 'COMPLETED' && quest.reward ? text.questDone(quest.reward.title) : text.checked(item.title),
      );
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  return (
    <CheckRow
      done={item.completed}
      title={item.title}
      detail={item.completed && item.completed_at ? text.completedAt(formatDate(item.completed_at)) : item.description}
    >
      {item.completed ? null : (
        <span className="management-row-link" style={{ display: 'inline-flex', gap: 12, alignItems: 'center' }}>
          {href ? (
            <Link to={href} aria-label={text.go(item.title)}>
              {text.goShort}
            </Link>
          ) : null}
          <BusyButton
            size="small"
            busy={complete.isPending}
            onClick={() => void check()}
            aria-label={text.checkLabel(item.title)}
          >
            {text.check}
          </BusyButton>
        </span>
      )}
    </CheckRow>
  );
}
