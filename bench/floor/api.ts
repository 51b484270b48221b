/** The floor's data: a plain fetch with the headers the mock asks of a business call. */
import { useEffect, useState } from 'react';

export const COUPON = 'https://coupon.biz-gateway.dongnemarket.com';
export const PICKUP = 'https://pickup.dongnemarket.com';

const HEADERS = { 'Account-Type': 'BUSINESS_PROFILE', 'Account-Id': '101' };

export function useGet<T>(url: string): { data: T | undefined; error: boolean } {
  const [state, setState] = useState<{ data: T | undefined; error: boolean }>({ data: undefined, error: false });
  useEffect(() => {
    fetch(url, { headers: HEADERS, credentials: 'include' })
      .then((response) => (response.ok ? (response.json() as Promise<T>) : Promise.reject(new Error())))
      .then((data) => setState({ data, error: false }))
      .catch(() => setState({ data: undefined, error: true }));
  }, [url]);
  return state;
}
