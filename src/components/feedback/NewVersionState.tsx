import { ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { messages } from '@/lib/messages';

/**
 * The screen's code was replaced by a deploy: say a new version is there and reload only when the
 * merchant presses (a reload keeps the address, the sign-in and what the console keeps in the
 * browser's storage; typing not yet saved is lost, so it is never done unasked).
 */
export function NewVersionState({ compact }: { readonly compact?: boolean | undefined }) {
  return (
    <div role="alert" className={`state-box${compact ? ' state-box-compact' : ''}`}>
      <ReloadOutlined className="state-box-icon" aria-hidden />
      <p className="state-box-text">
        <strong>{messages.newVersion.title}</strong>
        <br />
        {messages.newVersion.text}
      </p>
      <Button type="primary" onClick={() => window.location.reload()}>
        {messages.newVersion.reload}
      </Button>
    </div>
  );
}
