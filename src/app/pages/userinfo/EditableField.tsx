/**
 * One field of my info with its own save: checked as you type, saved on Enter (not while an IME
 * is composing) or the button; a rejected save shows the server's reason and keeps the text.
 */
import { Flex, Form, Input } from 'antd';
import { useId, useState } from 'react';
import { fieldErrorsOf, serverMessageOf } from '@/api/errors';
import { errorMessage } from '@/components/feedback/error-message';
import { toast } from '@/components/toast/toast-store';
import { isComposingEnter } from '@/engine/form/ime';
import { pageCopy } from '../copy';
import { BusyButton } from '@/components/actions/BusyButton';

export interface EditableFieldProps {
  readonly label: string;
  readonly help: string;
  readonly initial: string;
  readonly type?: 'text' | 'email';
  readonly maxLength?: number;
  readonly validate: (value: string) => string | undefined;
  readonly save: (value: string) => Promise<void>;
}

export function EditableField({ label, help, initial, type = 'text', maxLength, validate, save }: EditableFieldProps) {
  const id = useId();
  const [value, setValue] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const localError = touched ? validate(value) : undefined;
  const shownError = localError ?? serverError;

  const submit = async () => {
    setTouched(true);
    if (validate(value) || saving) return;
    setSaving(true);
    setServerError(undefined);
    try {
      await save(value.trim());
      toast.success(pageCopy.userinfo.saved);
    } catch (error) {
      setServerError(fieldErrorsOf(error)[0]?.reason ?? serverMessageOf(error) ?? errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form.Item
      label={label}
      htmlFor={id}
      help={localError ?? (serverError ? <span role="alert">{serverError}</span> : help)}
      validateStatus={shownError ? 'error' : undefined}
    >
      <Flex gap={8}>
        <Input
          id={id}
          type={type}
          value={value}
          showCount={maxLength !== undefined}
          count={maxLength !== undefined ? { max: maxLength } : undefined}
          aria-invalid={shownError ? true : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setTouched(true);
            setServerError(undefined);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || isComposingEnter(event)) return;
            event.preventDefault();
            void submit();
          }}
        />
        <BusyButton
          type="primary"
          busy={saving}
          onClick={() => void submit()}
          aria-label={`${label} ${pageCopy.userinfo.save}`}
        >
          {pageCopy.userinfo.save}
        </BusyButton>
      </Flex>
    </Form.Item>
  );
}
