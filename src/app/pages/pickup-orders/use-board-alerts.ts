/**
 * What makes a new order impossible to miss: the tab title counts unacknowledged new orders, and
 * each new order is announced once (announce-orders.ts: a chime once the merchant has pressed
 * 소리 켜기, since browsers block sound a page starts by itself; a vibration; a desktop
 * notification when permitted), also after a reload or a reconnect (announced-store.ts). What keeps
 * reminding until 확인했어요 is on the screen: the title, the notice, the tab's badge, the cards.
 * Everything here is the account's: another account's board neither rings for nor acknowledges
 * its orders.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  acknowledge,
  boardTitle,
  loadAcknowledged,
  pruneAcknowledged,
  saveAcknowledged,
  unacknowledgedIds,
} from './alerts';
import { announceOrders } from './announce-orders';
import { takeAnnouncements } from './announced-store';
import type { PickupOrder } from './order-rules';

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

  // The sound, and whether the merchant silenced the board (소리 끄기: no vibration either).
  const audio = useRef<AudioContext | undefined>(undefined);
  const [sound, setSound] = useState<'off' | 'on' | 'muted'>('off');
  const enableSound = useCallback(() => {
    const Context = globalThis.AudioContext as typeof AudioContext | undefined;
    if (!Context) return;
    audio.current ??= new Context();
    void audio.current.resume();
    setSound('on');
  }, []);
  const disableSound = useCallback(() => setSound('muted'), []);
  // A long day at the counter: the board's sound ends with the board (browsers cap running contexts).
  useEffect(
    () => () => {
      void audio.current?.close();
      audio.current = undefined;
    },
    [],
  );

  // Each waiting order is announced once, whenever it is first listed (announce-rules.ts).
  useEffect(() => {
    if (!orders) return;
    const ids = takeAnnouncements(
      baId,
      waitingIds,
      orders.map((order) => order.id),
    );
    if (ids.length === 0) return;
    announceOrders(
      waiting.filter((order) => ids.includes(order.id)),
      { audio: sound === 'on' ? audio.current : undefined, vibrate: sound !== 'muted' },
    );
    // A change of sound runs this again, which finds nothing new to announce.
  }, [baId, orders, waiting, waitingIds, sound]);

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
      soundOn: sound === 'on',
      enableSound,
      disableSound,
      permission,
      requestNotifications,
    }),
    [pendingSet, acknowledgeAll, sound, enableSound, disableSound, permission, requestNotifications],
  );
}
