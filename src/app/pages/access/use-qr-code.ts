import { useQuery } from '@tanstack/react-query';
import { client } from '@/api/clients';

export const QR_SECONDS = 60;

/** A fresh QR login code (GET /api/v1/auths/linkings); `refetch()` issues a new one. */
export function useQrCode() {
  return useQuery({
    queryKey: ['auth', 'createQrLinking'],
    queryFn: async () => {
      const { data } = await client('auth').GET('/api/v1/auths/linkings');
      if (!data) throw new Error('no linking');
      return data.data;
    },
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
