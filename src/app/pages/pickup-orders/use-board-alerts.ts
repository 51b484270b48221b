/**
 * What makes a new order impossible to miss: the tab title counts unacknowledged new orders, a
 * sound loops until they are acknowledged (once the merchant has pressed 소리 켜기: browsers block
 * sound a page starts by itself), and a desktop notification goes out when permitted. Everything
 * here is the account's: another account's board neither rings for nor acknowledges its orders.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { formatWon } from '@/lib/format';
import {
  acknowledge,
  arrivedIds,
  boardTitle,
  loadAcknowledged,
  pruneAcknowledged,
  rememberSeen,
  saveAcknowledged,
  unacknowledgedIds,
} from './alerts';
import { boardCopy } from './copy';
import type { PickupOrder } from './order-rules';

const SOUND_EVERY_MS = 2_500;

type Permission = NotificationPermission | 'unsupported';

function notificationPermission(): Permission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

export function useBoardAlerts(baId: string, orders: readonly PickupOrder[] | undefined) {
  const waiting = useMemo(() => (orders ?? []).filter((order) => order.status === 'ORDERED'), [orders]);
  const waitingIds = useMemo(() => waiting.map((order) => order.id), [waiting]);
  // The acknowledgements are the account's: another account's board reads its own, never writes
  // this one's under its key (issue 24).
  const [own, setOwn] = useState(() => ({ baId, ids: loadAcknowledged(baId) }));
  const stored = useMemo(() => (own.baId === baId ? own.ids : loadAcknowledged(baId)), [own, baId]);
  const setAcknowledged = useCallback((ids: Set<number>) => setOwn({ baId, ids }), [baId]);
  // Acknowledgements of orders that stopped waiting (accepted, canceled) are forgotten.
  const acknowledged = useMemo(
    () => (orders ? pruneAcknowledged(stored, waitingIds) : stored),
    [orders, stored, waitingIds],
  );
  const pending = useMemo(() => unacknowledgedIds(waitingIds, acknowledged), [waitingIds, acknowledged]);
  const pendingSet = useMemo(() => new Set(pending), [pending]);
  useEffect(() => saveAcknowledged(baId, acknowledged), [baId, acknowledged]);

  // The tab title, put back when the board closes.
  useEffect(() => {
    const before = document.title;
    document.title = boardTitle(pending.length);
    return () => {
      document.title = before;
    };
  }, [pending.length]);

  // Desktop notifications for orders that arrived since the previous poll.
  // Every order this board has shown waiting, of this account: the first poll of an account (or the
  // first after switching back to it) announces nothing that was already waiting, and an order that
  // comes back (a 접수 that failed) is not announced as new again. Orders that left the board are
  // forgotten, so a day's orders do not pile up here.
  const seen = useRef<{ readonly baId: string; readonly ids: Set<number> } | undefined>(undefined);
  useEffect(() => {
    if (!orders) return;
    const before = seen.current?.baId === baId ? seen.current.ids : undefined;
    const arrived = arrivedIds(before, waitingIds);
    seen.current = {
      baId,
      ids: rememberSeen(
        before,
        waitingIds,
        orders.map((order) => order.id),
      ),
    };
    if (arrived.length === 0 || notificationPermission() !== 'granted') return;
    for (const order of waiting.filter((each) => arrived.includes(each.id))) {
      try {
        new Notification(boardCopy.alert.desktopTitle, {
          body: boardCopy.alert.desktopBody(order.title, formatWon(order.finalPrice)),
          tag: `pickup-order-${order.id}`,
        });
      } catch {
        // Some browsers only notify from a service worker: the title and the sound still tell.
      }
    }
  }, [baId, orders, waiting, waitingIds]);

  // The sound: a short two-tone chime every 2.5 s while anything is unacknowledged.
  const audio = useRef<AudioContext | undefined>(undefined);
  const [soundOn, setSoundOn] = useState(false);
  const enableSound = useCallback(() => {
    const Context = globalThis.AudioContext as typeof AudioContext | undefined;
    if (!Context) return;
    audio.current ??= new Context();
    void audio.current.resume();
    setSoundOn(true);
  }, []);
  const disableSound = useCallback(() => setSoundOn(false), []);
  // A long day at the counter: the board's sound ends with the board (browsers cap running contexts).
  useEffect(
    () => () => {
      void audio.current?.close();
      audio.current = undefined;
    },
    [],
  );
  useEffect(() => {
    const context = audio.current;
    if (!soundOn || pending.length === 0 || !context) return;
    chime(context);
    const timer = setInterval(() => chime(context), SOUND_EVERY_MS);
    return () => clearInterval(timer);
  }, [soundOn, pending.length]);

  const [permission, setPermission] = useState<Permission>(notificationPermission);
  const requestNotifications = useCallback(() => {
    if (typeof Notification === 'undefined') return;
    void Notification.requestPermission().then(setPermission);
  }, []);

  const acknowledgeAll = useCallback(
    () => setAcknowledged(acknowledge(acknowledged, waitingIds)),
    [acknowledged, setAcknowledged, waitingIds],
  );

  // One object while nothing in it changed: the board's alert bar draws only when it did.
  return useMemo(
    () => ({
      pending: pendingSet,
      acknowledgeAll,
      soundOn,
      enableSound,
      disableSound,
      permission,
      requestNotifications,
    }),
    [pendingSet, acknowledgeAll, soundOn, enableSound, disableSound, permission, requestNotifications],
  );
}

function chime(context: AudioContext) {
  const start = context.currentTime;
  [880, 660].forEach((frequency, index) => {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + index * 0.25);
    gain.gain.exponentialRampToValueAtTime(0.3, start + index * 0.25 + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + index * 0.25 + 0.22);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + index * 0.25);
    oscillator.stop(start + index * 0.25 + 0.25);
  });
}
