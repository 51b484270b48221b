/** App-wide providers: antd in Korean (ko_KR, dayjs ko), TanStack Query, toasts. */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import koKR from 'antd/locale/ko_KR';
import type { ReactNode } from 'react';
import { ToastViewport } from '@/components/toast/ToastViewport';
import '@/lib/format';
import { theme } from './theme';

export function Providers({
  queryClient,
  children,
}: {
  readonly queryClient: QueryClient;
  readonly children: ReactNode;
}) {
  return (
    <ConfigProvider locale={koKR} theme={theme}>
      <QueryClientProvider client={queryClient}>
        {children}
        <ToastViewport />
      </QueryClientProvider>
    </ConfigProvider>
  );
}
