/**
 * The board's parts a merchant opens now and then — the finished orders (a date-range picker), an
 * order's panel and the 영업 관리 drawer — load when first opened, so the board's first visit
 * downloads only what the open orders need (issue 10's "≤ 10 JS files" for a first screen). The
 * accept and cancel dialogs stay with the board: a press on 접수 must answer at once. A part whose
 * file a deploy removed reloads the board once (at the same address: `?order=`, `?tab=` kept).
 */
import { Button } from 'antd';
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { loadOrReloadOnce } from '@/components/feedback/chunk-recovery';
import { LoadingState } from '@/components/feedback/LoadingState';

const OrderHistory = lazy(() =>
  loadOrReloadOnce(() => import('./OrderHistory')).then((module) => ({ default: module.OrderHistory })),
);
const OrderDetailPanel = lazy(() =>
  loadOrReloadOnce(() => import('./OrderDetailPanel')).then((module) => ({ default: module.OrderDetailPanel })),
);
const StoreControls = lazy(() =>
  loadOrReloadOnce(() => import('./StoreControls')).then((module) => ({ default: module.StoreControls })),
);

export function LazyOrderHistory(props: ComponentProps<typeof OrderHistory>) {
  return (
    <Suspense fallback={<LoadingState />}>
      <OrderHistory {...props} />
    </Suspense>
  );
}

/** Loaded with the first order opened, then kept, so the panel closes with its animation. */
export function LazyOrderDetailPanel(props: ComponentProps<typeof OrderDetailPanel>) {
  const [opened, setOpened] = useState(props.id !== undefined);
  if (!opened && props.id !== undefined) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <OrderDetailPanel {...props} />
    </Suspense>
  );
}

export function StoreControlsButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>영업 관리 · 품절</Button>
      {open ? (
        <Suspense fallback={null}>
          <StoreControls onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
