/** 프로필 채우기: every part of the profile, done or not with what is there or missing, and where it is edited. */
import { Link } from 'react-router';
import { useCurrentAccount } from '@/api/current-account';
import type { ProfileAccount, ProfileExtra } from '@/api/profile-management';
import { completionPercent } from '@/api/profile-completeness';
import { hoursManagementMessages } from '@/lib/hours-management-messages';
import { CheckRow } from './CheckRow';
import { profileTasks, taskHref, type ProfileTask } from './management-state';

const text = hoursManagementMessages.management;

export function ProfileTasks({
  data,
}: {
  readonly data: {
    readonly account: ProfileAccount;
    readonly extra: ProfileExtra;
    readonly coupons: { readonly total_count: number } | undefined;
  };
}) {
  const account = useCurrentAccount() ?? '';
  const tasks = profileTasks({ account: data.account, extra: data.extra, availableCoupons: data.coupons?.total_count });
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
