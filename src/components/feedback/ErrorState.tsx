import { Button, Result } from 'antd';
import { errorStatus } from '@/api/errors';
import { errorMessage } from '@/components/feedback/error-message';
import { messages } from '@/lib/messages';

export interface ErrorStateProps {
  readonly error: unknown;
  /** Offer "다시 시도"; omitted when retrying cannot help (e.g. not found). */
  readonly onRetry?: () => void;
  readonly compact?: boolean;
}

/** A failed load: what went wrong in Korean and a way to try again. */
export function ErrorState({ error, onRetry, compact }: ErrorStateProps) {
  const status = errorStatus(error);
  const retryable = onRetry && status !== 404 && status !== 403;
  return (
    <Result
      status={status === 404 ? '404' : status === 403 ? '403' : 'warning'}
      title={errorMessage(error)}
      role="alert"
      style={compact ? { padding: '16px 0' } : undefined}
      extra={
        retryable ? (
          <Button type="primary" onClick={onRetry}>
            {messages.common.retry}
          </Button>
        ) : undefined
      }
    />
  );
}
