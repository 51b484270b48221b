/**
 * The global "쿠폰을 재발행할까요?" dialog (spec 000 §2 "Global dialog"): any screen asks for it with
 * `requestCouponReissue(...)`; the app renders one dialog for the whole console.
 */
export interface CouponReissueRequest {
  readonly couponId: number;
  /** Runs after the coupon is ACTIVE again. */
  readonly onReissued?: () => void;
}

type Listener = () => void;

let current: CouponReissueRequest | null = null;
const listeners = new Set<Listener>();

function set(next: CouponReissueRequest | null): void {
  current = next;
  listeners.forEach((listener) => listener());
}

export const couponReissueRequests = {
  current: (): CouponReissueRequest | null => current,
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  close: (): void => set(null),
};

export function requestCouponReissue(request: CouponReissueRequest): void {
  set(request);
}
