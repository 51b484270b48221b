/**
 * One line of a record edited in place and saved by its own call: checked against the body's
 * schema as it is typed (limits from remote config), saved on Enter (never while Hangul is being
 * composed) or the button; a refused save says the server's reason and keeps the text.
 */
import { Flex, Form, Input } from 'antd';
import { useId, useMemo, useState } from 'react';
import { fieldErrorsOf, serverMessageOf } from '@/api/errors';
import { useLimits } from '@/api/remote-config';
import { BusyButton } from '@/components/actions/BusyButton';
import { errorMessage } from '@/components/feedback/error-message';
import { toast } from '@/components/toast/toast-store';
import { messages } from '@/lib/messages';
import { applyLimits } from '@/lib/schema-rules';
import { bindArgs, useBindings } from '../data/bindings';
import { useOperationMutation } from '@/api/data/queries';
import { useFormSchema } from '../data/schemas';
import { isComposingEnter } from '../form/ime';
import type { ViewInlineDef } from '../resource/view-types';
import { lineError, type LineProperty } from './line-rules';

interface BodySchema {
  readonly required?: readonly string[];
  readonly properties?: Readonly<Record<string, LineProperty & { title?: string; 'x-help'?: string }>>;
}

export function InlineLineField({ def, saved }: { readonly def: ViewInlineDef; readonly saved: string }) {
  const id = useId();
  const limits = useLimits();
  const schema = useFormSchema(def.op.key);
  const bindings = useBindings();
  const mutation = useOperationMutation(def.op.key);
  const body = useMemo(
    () => (schema.data ? (applyLimits(schema.data, limits) as BodySchema) : undefined),
    [schema.data, limits],
  );
  const property = body?.properties?.[def.field];
  const required = body?.required?.includes(def.field) ?? true;
  const label = def.title ?? property?.title ?? def.field;
  const [value, setValue] = useState(saved);
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | undefined>();
  const localError = touched ? lineError(value, property, required) : undefined;
  const shownError = localError ?? serverError;

  const submit = async () => {
    setTouched(true);
    if (lineError(value, property, required) || mutation.isPending) return;
    setServerError(undefined);
    try {
      await mutation.mutateAsync({ ...bindArgs(def.op, bindings), body: { [def.field]: value.trim() } });
      toast.success(def.successToast ?? messages.form.saved);
    } catch (error) {
      setServerError(fieldErrorsOf(error)[0]?.reason ?? serverMessageOf(error) ?? errorMessage(error));
    }
  };

  return (
    <Form.Item
      label={label}
      htmlFor={id}
      help={localError ?? (serverError ? <span role="alert">{serverError}</span> : property?.['x-help'])}
      validateStatus={shownError ? 'error' : undefined}
    >
      <Flex gap={8}>
        <Input
          id={id}
          type={property?.format === 'email' ? 'email' : 'text'}
          value={value}
          // The counter is there from the first render (its limit joins once the schema is read): a
          // counter added later rebuilds the input around the caret, and focus is lost.
          count={property?.maxLength !== undefined ? { show: true, max: property.maxLength } : { show: true }}
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
          busy={mutation.isPending}
          onClick={() => void submit()}
          aria-label={`${label} ${messages.common.save}`}
        >
          {messages.common.save}
        </BusyButton>
      </Flex>
    </Form.Item>
  );
}
