import { messages } from '@/lib/messages';

export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 20;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Korean field error of a nickname, or undefined when it is fine. */
export function nicknameError(value: string): string | undefined {
  const length = [...value.trim()].length;
  if (length === 0) return messages.validation.required;
  if (length < NICKNAME_MIN) return messages.validation.minLength(NICKNAME_MIN);
  if (length > NICKNAME_MAX) return messages.validation.maxLength(NICKNAME_MAX);
  return undefined;
}

export function emailError(value: string): string | undefined {
  if (value.trim() === '') return messages.validation.required;
  return EMAIL.test(value.trim()) ? undefined : messages.validation.email;
}
