/**
 * The confirm dialog, downloaded when it first opens: list screens show many action buttons but
 * rarely a dialog, so antd's Modal stays out of their first load.
 */
import { lazy, Suspense, useState } from 'react';
import type { ConfirmDialogProps } from './ConfirmDialog';

const ConfirmDialog = lazy(() => import('./ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })));

export function LazyConfirmDialog(props: ConfirmDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
