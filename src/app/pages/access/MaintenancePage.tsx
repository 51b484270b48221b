/** `/maintenance`: shown while the profile call answers the maintenance code (spec 000 §4). */
import { ToolOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { CenteredPage } from '../CenteredPage';
import { pageCopy } from '../copy';

export function MaintenancePage() {
  const navigate = useNavigate();
  return (
    <CenteredPage>
      <Result
        icon={<ToolOutlined aria-hidden />}
        title={<h1 style={{ fontSize: 20, margin: 0 }}>{pageCopy.maintenance.title}</h1>}
        subTitle={pageCopy.maintenance.description}
        extra={
          <Button type="primary" onClick={() => void navigate(paths.profiles.login.href({}))}>
            {pageCopy.maintenance.retry}
          </Button>
        }
      />
    </CenteredPage>
  );
}
