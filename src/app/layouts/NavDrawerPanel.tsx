/** The drawer itself (antd's Drawer), loaded by `NavDrawer` when the layout is compact. */
import { Drawer } from 'antd';
import type { ReactNode } from 'react';
import { navMessages as text } from './nav-messages';

export interface NavDrawerProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

export function NavDrawerPanel({ open, onClose, children }: NavDrawerProps) {
  return (
    <Drawer
      id="nav-drawer"
      title={text.menu}
      placement="left"
      open={open}
      onClose={onClose}
      size={300}
      styles={{ body: { padding: '12px 0' } }}
      closable={{ 'aria-label': text.closeMenu }}
    >
      {children}
    </Drawer>
  );
}
