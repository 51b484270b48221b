import {
  CheckCircleFilled,
  CloseCircleFilled,
  CloseOutlined,
  ExclamationCircleFilled,
  InfoCircleFilled,
} from '@ant-design/icons';
import { useSyncExternalStore } from 'react';
import { messages } from '@/lib/messages';
import { TOAST_SLIDE_MS, toastStore, type ToastVariant } from './toast-store';
import './toast.css';

const ICONS: Record<ToastVariant, React.ReactNode> = {
  success: <CheckCircleFilled style={{ color: '#52c41a' }} />,
  info: <InfoCircleFilled style={{ color: '#1677ff' }} />,
  warning: <ExclamationCircleFilled style={{ color: '#faad14' }} />,
  error: <CloseCircleFilled style={{ color: '#ff4d4f' }} />,
};

/** The toast stack, bottom left. Mounted once by the app. */
export function ToastViewport() {
  const items = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot);
  return (
    <div
      className="toast-viewport"
      role="status"
      aria-live="polite"
      style={{ ['--toast-slide-ms' as string]: `${TOAST_SLIDE_MS}ms` }}
    >
      {items.map((item) => (
        <div
          key={item.id}
          className={`toast toast-${item.variant}${item.leaving ? ' toast-leaving' : ''}`}
          data-testid="toast"
        >
          <span className="toast-icon" aria-hidden>
            {ICONS[item.variant]}
          </span>
          <span className="toast-text">{item.text}</span>
          <button
            type="button"
            className="toast-close"
            aria-label={messages.common.close}
            onClick={() => toastStore.dismiss(item.id)}
          >
            <CloseOutlined aria-hidden />
          </button>
        </div>
      ))}
    </div>
  );
}
