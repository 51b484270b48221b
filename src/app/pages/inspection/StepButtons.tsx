/** A step's buttons: 다음 (validates and finishes the step) and 임시 저장; or why the step is locked. */
import { Button, Flex } from 'antd';
import { BusyButton } from '@/components/actions/BusyButton';
import type { WriteGuard } from '@/engine/access/write-access';

export function StepButtons({
  editable,
  busy,
  nextLabel,
  onSaveDraft,
  write,
}: {
  readonly editable: boolean;
  readonly busy: 'next' | 'draft' | undefined;
  readonly nextLabel: string;
  readonly onSaveDraft: () => void;
  readonly write: WriteGuard;
}) {
  if (!editable) return write.blocked ? <p className="muted">{write.reason}</p> : null;
  return (
    <Flex gap={8} wrap style={{ marginTop: 16 }}>
      <BusyButton type="primary" htmlType="submit" busy={busy === 'next'}>
        {nextLabel}
      </BusyButton>
      <Button onClick={onSaveDraft} disabled={busy !== undefined}>
        임시 저장
      </Button>
    </Flex>
  );
}
