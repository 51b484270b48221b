/**
 * The business account a page acts for. It comes from the route (`/profile/{baId}/…`): the
 * account's layout provides it, and every call made for it carries it explicitly (query keys,
 * account-bound path parameters, the `Account-Id` header). Storage only remembers the last choice
 * for the next visit (`storeBusinessAccountId`), it never hands the account to a call.
 */
import { createContext, useContext, type ReactNode } from 'react';

/** What a business account id in an address looks like (1, 2, …). */
export const ACCOUNT_ID = /^[1-9][0-9]*$/;

/** The route parameter that carries the account (`/profile/:baId/…`). */
export const ACCOUNT_ROUTE_PARAM = 'baId';

/** The account named by a route's parameters, when it can be one. */
export function accountOfParams(params: Readonly<Record<string, string | undefined>>): string | undefined {
  const value = params[ACCOUNT_ROUTE_PARAM];
  return value !== undefined && ACCOUNT_ID.test(value) ? value : undefined;
}

const CurrentAccountContext = createContext<string | undefined>(undefined);

export function CurrentAccountProvider({
  account,
  children,
}: {
  readonly account: string;
  readonly children: ReactNode;
}) {
  return <CurrentAccountContext value={account}>{children}</CurrentAccountContext>;
}

/** The account of the page (undefined outside an account's pages). */
export function useCurrentAccount(): string | undefined {
  return useContext(CurrentAccountContext);
}
