/** The step before the account choice: lists required terms not agreed yet and agrees to them. */
import { Alert, Checkbox, Flex, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ErrorState } from '@/components/feedback/ErrorState';
import { formatDate } from '@/lib/format';
import { pageCopy } from '../copy';
import { RowList } from '@/components/layout/RowList';
import { termsSlugOf } from '../terms/terms-content';
import { useAgreeTerms, type TermsLine } from './use-business-terms';
import { BusyButton } from '@/components/actions/BusyButton';

const copy = pageCopy.terms;

export function TermsAcceptance({ lines }: { readonly lines: readonly TermsLine[] }) {
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [tried, setTried] = useState(false);
  const agree = useAgreeTerms();
  const allChecked = lines.every((line) => checked.has(line.type));
  const toggle = (type: string, on: boolean) =>
    setChecked((current) => {
      const next = new Set(current);
      if (on) next.add(type);
      else next.delete(type);
      return next;
    });

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph style={{ margin: 0 }}>{copy.acceptDescription}</Typography.Paragraph>
      <Checkbox
        checked={allChecked}
        indeterminate={!allChecked && checked.size > 0}
        onChange={(event) => setChecked(new Set(event.target.checked ? lines.map((line) => line.type) : []))}
      >
        <strong>{copy.agreeAll}</strong>
      </Checkbox>
      <RowList
        items={lines}
        rowKey={(line) => line.type}
        actions={(line) => (
          <Link
            to={paths.terms.version.href({ type: termsSlugOf(line.type), version: line.version.date })}
            target="_blank"
          >
            {copy.view}
          </Link>
        )}
        render={(line) => (
          <Checkbox checked={checked.has(line.type)} onChange={(event) => toggle(line.type, event.target.checked)}>
            {copy.requiredMark} {line.title}
            <Typography.Text type="secondary"> · {copy.effective(formatDate(line.version.date))}</Typography.Text>
          </Checkbox>
        )}
      />
      {tried && !allChecked ? <Alert type="warning" showIcon title={copy.needAll} /> : null}
      {agree.isError ? <ErrorState error={agree.error} compact /> : null}
      <BusyButton
        type="primary"
        size="large"
        busy={agree.isPending}
        onClick={() => {
          setTried(true);
          if (allChecked) agree.mutate(lines);
        }}
      >
        {copy.agree}
      </BusyButton>
    </Flex>
  );
}
