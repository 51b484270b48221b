/**
 * The bench's floor app (issue 10): the least a hand-written React + antd page needs to show the
 * same data as the console — no engine, no shell, no router. `npm run bench` builds it beside the
 * console and prints every console route as a ratio to it. Not part of the product.
 */
import { ConfigProvider } from 'antd';
import koKR from 'antd/locale/ko_KR';
import dayjs from 'dayjs';
import 'dayjs/locale/ko';
import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';

dayjs.locale('ko');

/** One page per address, each its own chunk as a hand-written app would split them. */
const PAGES: Record<string, ReturnType<typeof lazy>> = {
  '/coupon': lazy(() => import('./coupon-list')),
  '/coupon/new': lazy(() => import('./coupon-form')),
  '/menu': lazy(() => import('./menu-list')),
  '/menu/new': lazy(() => import('./menu-form')),
};

const Page = PAGES[location.pathname] ?? (() => <p>없는 페이지</p>);

createRoot(document.getElementById('root')!).render(
  <ConfigProvider locale={koKR}>
    <main style={{ padding: 24 }}>
      <Suspense>
        <Page />
      </Suspense>
    </main>
  </ConfigProvider>,
);
