/** A page under the shared header: the header, then the route's page. */
import { Outlet } from 'react-router';
import { ShellHeader, type ShellHeaderProps } from './ShellHeader';

export function ShellLayout(props: ShellHeaderProps) {
  return (
    <div className="shell-layout">
      <ShellHeader {...props} />
      <div className="shell-content">
        <Outlet />
      </div>
    </div>
  );
}
