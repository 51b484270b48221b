import { ExclamationCircleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { errorStatus } from '@/api/errors';
import { errorMessage } from '@/components/feedback/error-message';
import { messages } from '@/lib/messages';

export interface ErrorStateProps {
  readonly error: unknown;
  /** Offer "다시 시도"; omitted when retrying cannot help (e.g. not found). */
  readonly onRetry?: (() => void) | undefined;
  readonly compact?: boolean;
}

/** A failed load: what went wrong in Korean and a way to try again. */
export function ErrorState({ error, onRetry, compact }: ErrorStateProps) {
  const status = errorStatus(error);
  const retryable = onRetry && status !== 404 && status !== 403;
  return (
    <div role="alert" className={`state-box${compact ? ' state-box-compact' : ''}`}>
      <ExclamationCircleOutlined className="state-box-icon" aria-hidden />
      <p className="state-box-text">{errorMessage(error)}</p>
      {retryable ? (
        <Button type="primary" onClick={onRetry}>
          {messages.common.retry}
        </Button>
      ) : null}
    </div>
  );
}
