/** One labelled field of the creation steps: its label, the control, and what is said under it. */
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import './profile-create.css';

export interface FieldNote {
  readonly text: string;
  readonly tone: 'error' | 'warning' | 'plain';
}

export function FieldRow({
  id,
  label,
  required,
  note,
  children,
}: {
  readonly id: string;
  readonly label: string;
  readonly required?: boolean;
  readonly note?: FieldNote | undefined;
  /** The control; a function places the note itself (an address's note goes under the search box, not under 상세 주소). */
  readonly children: ReactNode | ((note: ReactNode) => ReactNode);
}) {
  const noteElement = (
    <div id={`${id}-note`} aria-live="polite">
      {note ? (
        <Typography.Text
          type={note.tone === 'error' ? 'danger' : note.tone === 'warning' ? 'warning' : 'secondary'}
          style={{
            display: 'block',
            marginTop: 4,
            fontSize: 13,
            ...(note.tone === 'warning' ? { color: '#874d00' } : {}),
          }}
        >
          {note.text}
        </Typography.Text>
      ) : null}
    </div>
  );
  return (
    <div style={{ marginBottom: 20 }}>
      <label
        htmlFor={id}
        className={required ? 'create-required' : undefined}
        style={{ display: 'block', marginBottom: 6, fontWeight: 500 }}
      >
        {label}
      </label>
      {typeof children === 'function' ? (
        children(noteElement)
      ) : (
        <>
          {children}
          {noteElement}
        </>
      )}
    </div>
  );
}

/** A group of choices (radio buttons) named by its legend. */
export function ChoiceRow({
  id,
  label,
  note,
  children,
}: {
  readonly id: string;
  readonly label: string;
  readonly note?: FieldNote | undefined;
  readonly children: ReactNode;
}) {
  return (
    <fieldset style={{ border: 0, padding: 0, margin: '0 0 20px' }} aria-describedby={`${id}-note`}>
      <legend className="create-required" style={{ fontSize: 14, marginBottom: 6, fontWeight: 500 }}>
        {label}
      </legend>
      {children}
      <div id={`${id}-note`} aria-live="polite">
        {note ? (
          <Typography.Text type="danger" style={{ display: 'block', marginTop: 4, fontSize: 13 }}>
            {note.text}
          </Typography.Text>
        ) : null}
      </div>
    </fieldset>
  );
}
