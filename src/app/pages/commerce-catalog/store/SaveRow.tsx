/** The save row of the catalog's hand-written forms: the server's error above the button (what was typed stays). */
import { Alert, Flex } from 'antd';
import { BusyButton } from '@/components/actions/BusyButton';
import { errorMessage } from '@/components/feedback/error-message';
import { catalogCopy } from '../copy';

/** The save failure (server's sentence on a 4xx) and the save button. */
export function SaveRow({ busy, error }: { readonly busy: boolean; readonly error: unknown }) {
  return (
    <Flex vertical gap={12}>
      {error ? <Alert type="error" showIcon title={errorMessage(error)} description={catalogCopy.saveFailed} /> : null}
      <div>
        <BusyButton type="primary" htmlType="submit" busy={busy}>
          {catalogCopy.save}
        </BusyButton>
      </div>
    </Flex>
  );
}
