import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { callApi } from '@/api/operations';
import { storeBusinessAccountId } from '@/api/session';
import { paths } from '@/config/paths';

/** Chooses a business account: stores it, signs in to it, and opens its home. */
export function useEnterAccount() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (businessAccountId: number) => {
      storeBusinessAccountId(businessAccountId);
      await callApi('auth.signInBusinessAccount', { body: { businessAccountId } });
      await navigate(paths.profile.href({ baId: businessAccountId }), { replace: true });
    },
  });
}
