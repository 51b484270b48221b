/**
 * The profile's settings hub (/profile/{baId}/management): what is done and what is missing in
 * the profile, each with its way there, the onboarding quest as a checklist with its progress and
 * reward, and the rewards received. Each part loads, fails and retries on its own.
 */
import { CheckCircleFilled, ExclamationCircleOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Tag } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useCurrentAccount } from '@/api/current-account';
import { payloadOf } from '@/api/envelope';
import { callApi } from '@/api/operations';
import type { ProfileAccount, ProfileExtra, Quest, QuestItem, QuestReward } from '@/api/profile-management';
import { serviceQueryKey } from '@/api/data/keys';
import { BusyButton } from '@/components/actions/BusyButton';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { errorMessage } from '@/components/feedback/error-message';
import { PageHeader } from '@/components/layout/PageHeader';
import { Panel } from '@/components/layout/Panel';
import { toast } from '@/components/toast/toast-store';
import { useOperationQuery } from '@/api/data/queries';
import { formatDate, formatWon, joinText } from '@/lib/format';
import { hoursManagementMessages } from '@/lib/hours-management-messages';
import { completionPercent } from '@/api/profile-completeness';
import { managementReads } from './management-queries';
import './management.css';
import { profileTasks, QUEST_ITEM_TASK, questPercent, taskHref, type ProfileTask } from './management-state';

const text = hoursManagementMessages.management;

export function ManagementPage() {
  const account = useCurrentAccount() ?? '';
  const reads = managementReads(account);
  return (
    <>
      <PageHeader title={text.title} description={text.description} />
      <ProfileSection account={account} reads={reads} />
      <QuestSection account={account} reads={reads} />
      <RewardsSection reads={reads} />
    </>
  );
}

type Reads = ReturnType<typeof managementReads>;

function ProfileSection({ account, reads }: { readonly account: string; readonly reads: Reads }) {
  const profile = useOperationQuery(reads.account.key, reads.account.args);
  const extra = useOperationQuery(reads.extra.key, reads.extra.args);
  const coupons = useOperationQuery(reads.coupons.key, reads.coupons.args);
  const body = () => {
    const error = profile.error ?? extra.error;
    if (error)
      return (
        <ErrorState
          error={error}
          onRetry={() => {
            if (profile.error) void profile.refetch();
            if (extra.error) void extra.refetch();
          }}
        />
      );
    if (profile.data === undefined || extra.data === undefined || coupons.isLoading) return <LoadingState rows={6} />;
    const tasks = profileTasks({
      account: payloadOf<ProfileAccount>(profile.data),
      extra: payloadOf<ProfileExtra>(extra.data),
      availableCoupons: coupons.data ? payloadOf<{ total_count: number }>(coupons.data).total_count : undefined,
    });
    const done = tasks.filter((task) => task.done).length;
    return (
      <>
        <p style={{ margin: '0 0 12px' }}>
          <strong>{text.progress(done, tasks.length, completionPercent(tasks))}</strong>
        </p>
        <ul className="management-list">
          {tasks.map((task) => (
            <TaskRow key={task.key} task={task} account={account} />
          ))}
        </ul>
      </>
    );
  };
  return (
    <Panel title={text.profileSection} titleId="management-profile" style={{ marginBottom: 24 }}>
      {body()}
    </Panel>
  );
}

function TaskRow({ task, account }: { readonly task: ProfileTask; readonly account: string }) {
  const href = taskHref(task.key, account);
  return (
    <CheckRow done={task.done} title={task.label} detail={task.detail}>
      {href ? (
        <Link to={href} className="management-row-link">
          {task.done ? text.edit(task.label) : text.go(task.label)}
        </Link>
      ) : (
        <span className="muted management-row-link">{text.notReady}</span>
      )}
    </CheckRow>
  );
}

/** A row of a checklist: its state as an icon and in words, what is there or missing, and its ways on. */
function CheckRow({
  done,
  title,
  detail,
  children,
}: {
  readonly done: boolean;
  readonly title: string;
  readonly detail: string;
  readonly children?: ReactNode;
}) {
  return (
    <li className="management-row">
      {done ? (
        <CheckCircleFilled className="management-icon-done" aria-hidden />
      ) : (
        <ExclamationCircleOutlined className="management-icon-todo" aria-hidden />
      )}
      <div className="management-row-text">
        <div>
          <strong>{title}</strong>{' '}
          <Tag color={done ? 'green' : 'orange'} style={{ marginInlineStart: 4 }}>
            {done ? text.done : text.todo}
          </Tag>
        </div>
        <div className="muted">{detail}</div>
      </div>
      {children}
    </li>
  );
}

function QuestSection({ account, reads }: { readonly account: string; readonly reads: Reads }) {
  const quest = useOperationQuery(reads.quest.key, reads.quest.args);
  const body = () => {
    if (quest.error) return <ErrorState error={quest.error} onRetry={() => void quest.refetch()} />;
    if (quest.data === undefined) return <LoadingState rows={5} />;
    const current = payloadOf<Quest | null>(quest.data);
    if (!current) return <EmptyState text={text.questEmpty} action={<p className="muted">{text.questEmptyHint}</p>} />;
    return <QuestChecklist quest={current} account={account} />;
  };
  return (
    <Panel title={text.questSection} titleId="management-quest" style={{ marginBottom: 24 }}>
      {body()}
    </Panel>
  );
}

function QuestChecklist({ quest, account }: { readonly quest: Quest; readonly account: string }) {
  const percent = questPercent(quest.completed_count, quest.total_count);
  const progressId = `quest-${quest.id}-progress`;
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
          id={progressId}
          className="management-progress"
          value={quest.completed_count}
          max={Math.max(quest.total_count, 1)}
          aria-label={`${quest.title} ${text.questProgress(quest.completed_count, quest.total_count)}`}
        />
        <span>
          <strong>{text.questProgress(quest.completed_count, quest.total_count)}</strong> ({percent}%)
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
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const href = taskHref(QUEST_ITEM_TASK[item.quest_item_type], account);
  const check = async () => {
    setBusy(true);
    try {
      const { data } = await callApi('business-account.completeQuestItem', {
        account,
        query: { quest_item_type: item.quest_item_type },
      });
      const quest = data.data;
      toast.success(
        quest.status === 'COMPLETED' && quest.reward ? text.questDone(quest.reward.title) : text.checked(item.title),
      );
      await queryClient.invalidateQueries({ queryKey: serviceQueryKey('business-account') });
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
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
          <BusyButton size="small" busy={busy} onClick={() => void check()} aria-label={text.checkLabel(item.title)}>
            {text.check}
          </BusyButton>
        </span>
      )}
    </CheckRow>
  );
}

function RewardsSection({ reads }: { readonly reads: Reads }) {
  const rewards = useOperationQuery(reads.rewards.key, reads.rewards.args);
  const body = () => {
    if (rewards.error) return <ErrorState error={rewards.error} onRetry={() => void rewards.refetch()} />;
    if (rewards.data === undefined) return <LoadingState rows={3} />;
    const items = payloadOf<{ items: QuestReward[] }>(rewards.data).items;
    if (items.length === 0) return <EmptyState text={text.rewardsEmpty} />;
    return (
      <ul className="management-list">
        {items.map((reward) => (
          <li key={reward.id} className="management-row">
            <div className="management-row-text">
              <div>
                <strong>{reward.title}</strong>{' '}
                <Tag color={reward.status === 'ISSUED' ? 'green' : undefined} style={{ marginInlineStart: 4 }}>
                  {text.rewardStatus[reward.status]}
                </Tag>
              </div>
              <div className="muted">
                {joinText([
                  text.rewardType[reward.reward_type],
                  reward.amount !== null ? formatWon(reward.amount) : null,
                  reward.issued_at ? text.rewardIssued(formatDate(reward.issued_at)) : null,
                  reward.expires_at ? text.rewardExpires(formatDate(reward.expires_at)) : null,
                ])}
              </div>
            </div>
          </li>
        ))}
      </ul>
    );
  };
  return (
    <Panel title={text.rewardsSection} titleId="management-rewards">
      {body()}
    </Panel>
  );
}
