/**
 * One QR code's life (spec 000 §3–§4 "QR login"): a countdown from `remainTime` that ticks every
 * second, and a poll of PUT /api/v1/auths/linkings every 2 s. When the phone has scanned it the
 * marketplace user token signs the business user in. Mount it keyed by the linking token so a new
 * code starts a new countdown.
 */
import { useEffect, useRef, useState } from 'react';
import { checkQrLinking } from '@/api/auth/sign-in';

export const QR_POLL_MS = 2000;

export type QrSessionPhase = 'waiting' | 'expired' | 'signing-in' | 'failed';

export function useQrSession(
  linkingToken: string,
  remainTime: number,
  onLinked: (userAccessToken: string) => Promise<void>,
) {
  const [remain, setRemain] = useState(remainTime);
  const [phase, setPhase] = useState<QrSessionPhase>(remainTime > 0 ? 'waiting' : 'expired');
  const [error, setError] = useState<unknown>(null);
  const onLinkedRef = useRef(onLinked);
  useEffect(() => {
    onLinkedRef.current = onLinked;
  }, [onLinked]);

  const current: QrSessionPhase = phase === 'waiting' && remain === 0 ? 'expired' : phase;
  const waiting = current === 'waiting';

  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setInterval(() => {
      setRemain((value) => Math.max(0, value - 1));
    }, 1000);
    return () => clearInterval(timer);
  }, [waiting]);

  useEffect(() => {
    if (!waiting) return undefined;
    let busy = false;
    let stopped = false;
    const signIn = async (userAccessToken: string) => {
      setPhase('signing-in');
      try {
        await onLinkedRef.current(userAccessToken);
      } catch (cause) {
        setError(cause);
        setPhase('failed');
      }
    };
    const poll = async () => {
      if (busy || stopped) return;
      busy = true;
      try {
        const check = await checkQrLinking(linkingToken);
        if (stopped || !check) return;
        if (check.status === 'EXPIRED') {
          setRemain(0);
          setPhase('expired');
        } else if (check.status === 'LINKED' && check.accessToken) {
          stopped = true;
          await signIn(check.accessToken);
        }
      } catch {
        // A lost poll is tried again on the next tick.
      } finally {
        busy = false;
      }
    };
    const timer = setInterval(() => void poll(), QR_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [waiting, linkingToken]);

  return { remain, phase: current, error };
}
