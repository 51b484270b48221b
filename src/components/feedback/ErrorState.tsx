import { ExclamationCircleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { errorStatus } from '@/api/errors';
import { errorMessage } from '@/components/feedback/error-message';
import { isChunkGone, isChunkLoadError } from '@/lib/chunk-load';
import { messages } from '@/lib/messages';
import { LoadingState } from './LoadingState';

export interface ErrorStateProps {
  readonly error: unknown;
  /** Offer "다시 시도"; omitted when retrying cannot help (e.g. not found). */
  readonly onRetry?: (() => void) | undefined;
  readonly compact?: boolean;
}

/**
 * A failed load: what went wrong in Korean and a way to try again. Code of the screen that a deploy
 * replaced (retrying could never load it) says a new version is there and reloads only when the
 * merchant presses 새로고침: a reload keeps the address and what the browser's storage holds, but
 * not typing that was not saved, so it is never done unasked.
 */
export function ErrorState({ error, onRetry, compact }: ErrorStateProps) {
  const gone = useChunkGone(error);
  if (gone === undefined) return <LoadingState rows={compact ? 1 : 3} />;
  const status = errorStatus(error);
  const retryable = onRetry && status !== 404 && status !== 403;
  return (
    <div role="alert" className={`state-box${compact ? ' state-box-compact' : ''}`}>
      <ExclamationCircleOutlined className="state-box-icon" aria-hidden />
      {gone ? (
        <>
          <p className="state-box-text">
            <strong>{messages.newVersion.title}</strong>
            <br />
            {messages.newVersion.text}
          </p>
          <Button type="primary" onClick={() => window.location.reload()}>
            {messages.newVersion.reload}
          </Button>
        </>
      ) : (
        <>
          <p className="state-box-text">{errorMessage(error)}</p>
          {retryable ? (
            <Button type="primary" onClick={onRetry}>
              {messages.common.retry}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}

/** Whether a chunk that failed is gone after a deploy; undefined while that is being asked. */
function useChunkGone(error: unknown): boolean | undefined {
  const chunk = isChunkLoadError(error);
  const [answer, setAnswer] = useState<{ error: unknown; gone: boolean }>();
  useEffect(() => {
    if (chunk) void isChunkGone(error).then((gone) => setAnswer({ error, gone }));
  }, [chunk, error]);
  if (!chunk) return false;
  return answer && answer.error === error ? answer.gone : undefined;
}
