/** App-wide providers: antd in Korean (ko_KR, dayjs ko), TanStack Query, urql, toasts. */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import koKR from 'antd/locale/ko_KR';
import type { ReactNode } from 'react';
import { Provider as UrqlProvider, type Client } from 'urql';
import { ToastViewport } from '@/components/toast/ToastViewport';
import '@/lib/format';
import { theme } from './theme';

export function Providers({
  queryClient,
  graphqlClient,
  children,
}: {
  readonly queryClient: QueryClient;
  readonly graphqlClient: Client;
  readonly children: ReactNode;
}) {
  return (
    <ConfigProvider locale={koKR} theme={theme}>
      <AntdApp>
        <QueryClientProvider client={queryClient}>
          <UrqlProvider value={graphqlClient}>
            {children}
            <ToastViewport />
          </UrqlProvider>
        </QueryClientProvider>
      </AntdApp>
    </ConfigProvider>
  );
}
