import type { ErrorListProps } from '@rjsf/utils';
import { Alert } from 'antd';
import { messages } from '@/lib/messages';

/** The summary above a form that failed validation: each problem names its field; a click goes there. */
export function ErrorSummary({ errors }: ErrorListProps) {
  const focus = (property: string | undefined) => {
    const id = `root${(property ?? '').replace(/\./g, '_')}`;
    document.getElementById(id)?.focus();
  };
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      style={{ marginBottom: 24 }}
      title={messages.validation.summary}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {errors.map((error) => (
            <li key={`${error.property}-${error.stack}`}>
              <a
                href={`#root${(error.property ?? '').replace(/\./g, '_')}`}
                onClick={(event) => {
                  event.preventDefault();
                  focus(error.property);
                }}
              >
                {error.stack}
              </a>
            </li>
          ))}
        </ul>
      }
    />
  );
}
