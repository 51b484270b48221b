import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function NotFound() {
  return (
    <Result
      status="404"
      title="페이지를 찾을 수 없어요."
      subTitle="주소가 바뀌었거나 없는 페이지예요."
      extra={
        <Link to={paths.home.href({})}>
          <Button type="primary" tabIndex={-1}>
            처음으로
          </Button>
        </Link>
      }
    />
  );
}
