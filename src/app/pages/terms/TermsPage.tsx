/** `/terms/{type}` and `/terms/{type}/{version}`: one terms document at a dated version. */
import { Card, Flex, Select, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { EmptyState } from '@/components/feedback/EmptyState';
import { PageHeader } from '@/components/layout/PageHeader';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { CenteredPage } from '../CenteredPage';
import { pageCopy } from '../copy';
import { isTermsSlug, termsDocuments } from './terms-content';

export function TermsPage() {
  const { type, version } = useParams();
  const navigate = useNavigate();
  if (!isTermsSlug(type))
    return (
      <CenteredPage>
        <EmptyState text="없는 약관이에요." />
      </CenteredPage>
    );
  const document = termsDocuments[type];
  const latest = document.versions[document.versions.length - 1]!;
  const shown = version ? document.versions.find((candidate) => candidate.date === version) : latest;
  return (
    <CenteredPage>
      <Card style={{ width: 760, maxWidth: '100%' }}>
        <PageHeader
          title={document.title}
          extra={
            <Select
              aria-label={pageCopy.terms.versionLabel}
              style={{ width: 200 }}
              value={shown?.date}
              onChange={(date: string) => void navigate(paths.terms.version.href({ type, version: date }))}
              options={[...document.versions].reverse().map((candidate) => ({
                value: candidate.date,
                label: pageCopy.terms.effective(formatDate(candidate.date)),
              }))}
            />
          }
        />
        {shown ? (
          <Flex vertical gap={16}>
            {shown.sections.map((section) => (
              <section key={section.heading}>
                <Typography.Title level={2} style={{ fontSize: 16 }}>
                  {section.heading}
                </Typography.Title>
                <Typography.Paragraph>{section.body}</Typography.Paragraph>
              </section>
            ))}
            <Typography.Text type="secondary">{pageCopy.terms.effective(formatDate(shown.date))}</Typography.Text>
          </Flex>
        ) : (
          <EmptyState text="없는 버전이에요. 다른 시행일을 골라 주세요." />
        )}
      </Card>
    </CenteredPage>
  );
}
