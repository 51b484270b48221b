/**
 * Layout of the buyer's view of a product (`/preview/products/{productId}?baId=…`): no header, the
 * page centred at a phone's width. The store's account is the address's `baId` only (the page is
 * open without signing in, so no stored account stands in); without it, the page says where to
 * open the preview from.
 */
import { Outlet, useSearchParams } from 'react-router';
import { accountOfParams, CurrentAccountProvider } from '@/api/current-account';
import { EmptyState } from '@/components/feedback/EmptyState';
import { previewCopy } from '@/resources/commerce-product/preview-words';
import { CenteredPage } from '../pages/CenteredPage';

/** The store's account named by the preview's address. */
export const previewAccount = (search: URLSearchParams) => accountOfParams({ baId: search.get('baId') ?? undefined });

export function PreviewLayout() {
  const [search] = useSearchParams();
  const account = previewAccount(search);
  return (
    <CenteredPage>
      <div style={{ width: '100%', maxWidth: 480 }}>
        {account === undefined ? (
          <>
            <h1 className="page-title">{previewCopy.title}</h1>
            <EmptyState text={previewCopy.missingAccount} />
          </>
        ) : (
          <CurrentAccountProvider account={account}>
            <Outlet />
          </CurrentAccountProvider>
        )}
      </div>
    </CenteredPage>
  );
}
