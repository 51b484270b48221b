/**
 * The not-found page. Inside a business account (an unknown address under /profile/{baId}/) it is
 * drawn in the account's layout, header and side navigation kept, and leads to the account's home;
 * elsewhere it leads to the console's start.
 */
import { Result } from 'antd';
import { useParams } from 'react-router';
import { LinkButton } from '@/components/navigation/LinkButton';
import { paths } from '@/config/paths';

const ACCOUNT_ID = /^[1-9][0-9]*$/;

export function NotFound() {
  const { baId } = useParams();
  const inAccount = baId !== undefined && ACCOUNT_ID.test(baId);
  return (
    <Result
      status="404"
      title="페이지를 찾을 수 없어요."
      subTitle="주소가 바뀌었거나 없는 페이지예요."
      extra={
        inAccount ? (
          <LinkButton type="primary" to={paths.profile.href({ baId })}>
            계정 홈으로
          </LinkButton>
        ) : (
          <LinkButton type="primary" to={paths.home.href({})}>
            처음으로
          </LinkButton>
        )
      }
    />
  );
}
