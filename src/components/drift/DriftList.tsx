/**
 * The "API 불일치" list (alpha and development builds): each answer's departure from its schema
 * once, and a 복사 button whose text a developer pastes into an issue. Shown in 데모 도구 and, on
 * the real backend, behind the corner badge (`DriftBadge.tsx`).
 */
import { CopyOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useSyncExternalStore } from 'react';
import { toast } from '@/components/toast/toast-store';
import { env } from '@/config/env';
import { driftFindings, driftReport, subscribeDrifts } from '@/api/drift/drift-store';

export const driftText = {
  title: 'API 불일치',
  intro: '백엔드 응답이 스키마와 다른 곳이에요. 화면은 받은 값으로 계속 그려요.',
  none: '지금까지 받은 응답은 모두 스키마와 맞아요.',
  copy: '복사',
  copied: '불일치 목록을 복사했어요. 이슈에 붙여 넣어 주세요.',
  copyFailed: '복사하지 못했어요. 목록을 직접 선택해 복사해 주세요.',
} as const;

export function useDriftFindings() {
  return useSyncExternalStore(subscribeDrifts, driftFindings);
}

export function DriftList() {
  const findings = useDriftFindings();
  const copy = async () => {
    const where = `${env.environment}${env.mock ? ' 데모' : ''}, ${window.location.href}`;
    try {
      await navigator.clipboard.writeText(driftReport(findings, where));
      toast.success(driftText.copied);
    } catch {
      toast.error(driftText.copyFailed);
    }
  };
  if (findings.length === 0) return <Typography.Paragraph type="secondary">{driftText.none}</Typography.Paragraph>;
  return (
    <Flex vertical gap={8}>
      <Typography.Paragraph type="secondary">{driftText.intro}</Typography.Paragraph>
      <ul aria-label={driftText.title} style={{ margin: 0, paddingInlineStart: 18 }}>
        {findings.map((drift) => (
          <li key={`${drift.operation} ${drift.status} ${drift.pointer}`}>
            <Typography.Text code>{drift.operation}</Typography.Text> {drift.status}{' '}
            <Typography.Text code>{drift.pointer || '/'}</Typography.Text>
            <div>
              기대: {drift.expected} · 받음: {drift.received}
            </div>
          </li>
        ))}
      </ul>
      <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy()} style={{ alignSelf: 'flex-start' }}>
        {driftText.copy}
      </Button>
    </Flex>
  );
}
