/**
 * The side navigation on a tablet or a phone: a menu button at the start of the header opens it
 * as a drawer from the left, with the account switcher on top; choosing a page closes it.
 */
import { MenuOutlined } from '@ant-design/icons';
import { Drawer } from 'antd';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { navMessages as text } from './nav-messages';

export function useNavDrawer() {
  const { pathname } = useLocation();
  // Open on the page it was opened on: a page chosen in the drawer (or any move) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  return { open: openOn === pathname, show: () => setOpenOn(pathname), hide: () => setOpenOn(null) };
}

export function NavMenuButton({ open, onOpen }: { readonly open: boolean; readonly onOpen: () => void }) {
  return (
    <button
      type="button"
      className="shell-icon-button shell-menu-button"
      aria-label={text.openMenu}
      aria-expanded={open}
      aria-controls={open ? 'nav-drawer' : undefined}
      onClick={onOpen}
    >
      <MenuOutlined aria-hidden />
    </button>
  );
}

export function NavDrawer({
  open,
  onClose,
  children,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly children: ReactNode;
}) {
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
