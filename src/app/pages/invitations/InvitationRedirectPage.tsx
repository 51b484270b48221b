/** `/user/administrator/invitation_redirect`: on to the accept page, keeping the code. */
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';

export function InvitationRedirectPage() {
  const [search] = useSearchParams();
  return <Navigate replace to={paths.invitations.accept.href({}, { code: search.get('code') ?? undefined })} />;
}
