/**
 * Tag colour of an enum value. Status names repeat across services (ACTIVE, OPEN, EXPIRED, …), so a
 * value-name table is enough; unknown values are neutral.
 */
const TONES: Record<string, string> = {
  ACTIVE: 'green',
  OPEN: 'green',
  AVAILABLE: 'green',
  APPROVED: 'green',
  COMPLETED: 'green',
  CAN_USE: 'green',
  CAN_CLAIM: 'green',
  VISIBLE: 'green',
  PICKUP_COMPLETED: 'green',
  PURCHASE_CONFIRMED: 'green',
  DELIVERY_COMPLETED: 'green',
  ORDERED: 'blue',
  ACCEPTED: 'blue',
  PREPARATION_COMPLETED: 'cyan',
  UNDER_INSPECTION: 'blue',
  PROCESSING: 'blue',
  PENDING: 'gold',
  SOLD_OUT: 'orange',
  LACK_OF_QUANTITY: 'orange',
  NO_QUANTITY: 'orange',
  EXPIRED: 'orange',
  IS_EXPIRED: 'orange',
  CLAIMED_BUT_EXPIRED: 'orange',
  DORMANT: 'orange',
  KYC_IMMINENT: 'orange',
  REJECTED: 'red',
  CANCELED: 'red',
  DELETED: 'red',
  BANNED: 'red',
  BLOCKED: 'red',
  FAIL: 'red',
  DESTROYED: 'red',
};

export function enumTone(value: unknown): string | undefined {
  return TONES[String(value)];
}
