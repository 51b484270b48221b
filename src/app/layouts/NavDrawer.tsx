/**
 * The side navigation on a tablet or a phone: a menu button at the start of the header opens it
 * as a drawer from the left, with the account switcher on top; choosing a page closes it.
 */
import { MenuOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { lazyComponent } from '@/components/lazy/lazy-component';
import { navMessages as text } from './nav-messages';
import type { NavDrawerProps } from './NavDrawerPanel';

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

// The drawer's code (antd's Drawer) is not on a desktop's first visit: it loads once the page's first
// reads are answered on a tablet or phone (`preload`), or at once when the menu button is pressed before that.
const LazyDrawer = lazyComponent(() => import('./NavDrawerPanel').then((module) => module.NavDrawerPanel));

export function NavDrawer({ preload, ...props }: NavDrawerProps & { readonly preload: boolean }) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  return wanted || preload ? <LazyDrawer {...props} /> : null;
}
