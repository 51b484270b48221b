/** A row of a checklist: its state as an icon and in words, what is there or missing, and its ways on. */
import { CheckCircleFilled, ExclamationCircleOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { hoursManagementMessages } from '@/lib/hours-management-messages';
import './management.css';

const text = hoursManagementMessages.management;

export function CheckRow({
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
