/** How the business registration reads on screen. */
import { infoMessages } from '@/lib/info-messages';
import { digitsOf } from '@/lib/normalize';

/** `1234567890` → `123-45-67890` (anything else as it is). */
export function businessNumberText(number: string): string {
  const digits = digitsOf(number);
  return digits.length === 10 ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}` : number;
}

export function businessTypeLabel(type: keyof typeof infoMessages.business.types): string {
  return infoMessages.business.types[type];
}
