/** App-wide providers: antd in Korean (ko_KR, dayjs ko), TanStack Query, toasts. */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import koKR from 'antd/locale/ko_KR';
import type { ReactNode } from 'react';
import { ToastViewport } from '@/components/toast/ToastViewport';
import '@/lib/format';
import { theme } from './theme';

/**
 * antd draws no CSS at run time: its component styles come as a stylesheet generated in the same
 * theme (generated/styles/antd.css, imported by main.tsx), with plain class names.
 */
const runtimeTheme = { ...theme, hashed: false, zeroRuntime: true } as const;

/**
 * A person who asked the system for less motion gets antd's drawers, dialogs and menus without
 * their opening and closing animations (antd's `motion` token), as the console's own CSS does.
 */
const reducedMotionTheme = { ...runtimeTheme, token: { ...runtimeTheme.token, motion: false } } as const;

function prefersReducedMotion(): boolean {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

export function Providers({
  queryClient,
  children,
}: {
  readonly queryClient: QueryClient;
  readonly children: ReactNode;
}) {
  return (
    <ConfigProvider locale={koKR} theme={prefersReducedMotion() ? reducedMotionTheme : runtimeTheme}>
      <QueryClientProvider client={queryClient}>
        {children}
        <ToastViewport />
      </QueryClientProvider>
    </ConfigProvider>
  );
}
