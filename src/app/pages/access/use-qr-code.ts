import { useQuery } from '@tanstack/react-query';
import { qrCodeQuery } from '@/api/auth/sign-in';

export const QR_SECONDS = 60;

/** A fresh QR login code (GET /api/v1/auths/linkings); `refetch()` issues a new one. */
export function useQrCode() {
  return useQuery({
    ...qrCodeQuery(),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
