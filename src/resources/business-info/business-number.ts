/** How a business registration number reads on screen. */
import { digitsOf } from '@/lib/normalize';

/** `1234567890` → `123-45-67890` (anything else as it is). */
export function businessNumberText(number: string): string {
  const digits = digitsOf(number);
  return digits.length === 10 ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}` : number;
}
