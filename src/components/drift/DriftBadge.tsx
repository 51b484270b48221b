/**
 * On the real backend in alpha and development builds (no 데모 도구 there): a small corner badge
 * "API 불일치 N" once an answer departs from its schema, opening the same list. Nothing is drawn
 * while every answer matches.
 */
import { WarningOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useState } from 'react';
import { DriftList, driftText, useDriftFindings } from './DriftList';

export function DriftBadge() {
  const findings = useDriftFindings();
  const [open, setOpen] = useState(false);
  if (findings.length === 0) return null;
  return (
    <>
      <Button
        size="small"
        danger
        icon={<WarningOutlined aria-hidden />}
        onClick={() => setOpen(true)}
        style={{ position: 'fixed', left: 12, bottom: 12, zIndex: 900 }}
      >
        {driftText.title} {findings.length}
      </Button>
      <Drawer open={open} onClose={() => setOpen(false)} title={driftText.title} placement="left" size={420}>
        <DriftList />
      </Drawer>
    </>
  );
}
