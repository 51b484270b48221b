/**
 * An account's screen the person's role may not open (issue 39): instead of a page that fails on
 * its first call, one sentence saying who may and whom to ask, and the way to the account's home.
 * What a screen needs is declared once (engine/access/route-access.ts), its calls' roles in the
 * schemas.
 */
import { LockOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { LinkButton } from '@/components/navigation/LinkButton';
import { paths } from '@/config/paths';
import { routeRefusal } from '@/engine/access/route-access';
import type { MembershipRole } from '@/lib/roles';
import { messages } from '@/lib/messages';

export function RoleGate({
  role,
  baId,
  children,
}: {
  readonly role: MembershipRole | undefined;
  readonly baId: string;
  readonly children: ReactNode;
}) {
  const { pathname } = useLocation();
  const refusal = routeRefusal(role, pathname);
  if (!refusal) return children;
  // Keyed by the address: one refused screen after another is a new state, not the last one reworded.
  return (
    <section key={pathname} className="state-box" aria-labelledby="role-refused-title">
      <LockOutlined className="state-box-icon" aria-hidden />
      <h1 id="role-refused-title" className="page-title">
        {messages.roleGate.title}
      </h1>
      <p className="state-box-text">{refusal}</p>
      <LinkButton to={paths.dashboard.home.href({ baId })} type="primary">
        {messages.roleGate.toHome}
      </LinkButton>
    </section>
  );
}
