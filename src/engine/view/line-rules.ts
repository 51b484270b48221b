/**
 * The Korean error of a one-line value against its body property's schema, as the merchant types
 * (before any call): required, length in characters, an e-mail address, a pattern.
 */
import { messages } from '@/lib/messages';

export interface LineProperty {
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly format?: string;
  readonly pattern?: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function lineError(value: string, property: LineProperty | undefined, required: boolean): string | undefined {
  const text = value.trim();
  const length = [...text].length;
  if (length === 0) return required ? messages.validation.required : undefined;
  if (property?.minLength !== undefined && length < property.minLength)
    return messages.validation.minLength(property.minLength);
  if (property?.maxLength !== undefined && length > property.maxLength)
    return messages.validation.maxLength(property.maxLength);
  if (property?.format === 'email' && !EMAIL.test(text)) return messages.validation.email;
  if (property?.pattern !== undefined && !new RegExp(property.pattern, 'u').test(text))
    return messages.validation.pattern;
  return undefined;
}
