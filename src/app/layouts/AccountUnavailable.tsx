/**
 * An account's address that is not (or no longer) one of the user's: a deleted account, or one the
 * user was removed from. It says so and leads to the accounts the user has, instead of a bare 403.
 */
import { StopOutlined } from '@ant-design/icons';
import { LinkButton } from '@/components/navigation/LinkButton';
import { paths } from '@/config/paths';
import { messages } from '@/lib/messages';

export function AccountUnavailable({ deleted }: { readonly deleted: boolean }) {
  const text = messages.accountUnavailable;
  return (
    <section className="state-box" aria-labelledby="account-unavailable-title">
      <StopOutlined className="state-box-icon" aria-hidden />
      <h1 id="account-unavailable-title" className="page-title">
        {deleted ? text.deletedTitle : text.title}
      </h1>
      <p className="state-box-text">{deleted ? text.deletedBody : text.body}</p>
      <LinkButton to={paths.profiles.list.href({})} type="primary">
        {text.toAccounts}
      </LinkButton>
    </section>
  );
}
