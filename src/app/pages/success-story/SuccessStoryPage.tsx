/** `/success-story` and `/success-story/{category}`: stories of merchants, filtered by category. */
import { Card, Col, Row, Segmented, Tag, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { EmptyState } from '@/components/feedback/EmptyState';
import { PageHeader } from '@/components/layout/PageHeader';
import { paths } from '@/config/paths';
import { pageCopy } from '../copy';
import { stories, storyCategories } from '@/config/success-stories';

const copy = pageCopy.successStory;

export function SuccessStoryPage() {
  const { category } = useParams();
  const navigate = useNavigate();
  const known = category === undefined || storyCategories.some((item) => item.slug === category);
  const shown = stories.filter((story) => category === undefined || story.category === category);
  const nameOf = (slug: string) => storyCategories.find((item) => item.slug === slug)?.name ?? slug;
  return (
    <main style={{ maxWidth: 1080, margin: '0 auto', padding: 24 }}>
      <PageHeader title={copy.title} description={copy.description} />
      <Segmented
        style={{ marginBottom: 24 }}
        value={category ?? ''}
        onChange={(value) =>
          void navigate(
            value ? paths.successStory.category.href({ category: value }) : paths.successStory.list.href({}),
          )
        }
        options={[
          { value: '', label: copy.all },
          ...storyCategories.map((item) => ({ value: item.slug, label: item.name })),
        ]}
      />
      {!known || shown.length === 0 ? (
        <EmptyState text={copy.notFound} />
      ) : (
        <Row gutter={[16, 16]}>
          {shown.map((story) => (
            <Col key={story.id} xs={24} md={12} lg={8}>
              <Card style={{ height: '100%' }}>
                <Tag>{nameOf(story.category)}</Tag>
                <Typography.Title level={2} style={{ fontSize: 17, marginTop: 12 }}>
                  {story.title}
                </Typography.Title>
                <Typography.Text type="secondary">
                  {story.business} · {story.area}
                </Typography.Text>
                <Typography.Paragraph style={{ marginTop: 12 }}>{story.summary}</Typography.Paragraph>
                <ul style={{ paddingInlineStart: 20, margin: 0 }}>
                  {story.tips.map((tip) => (
                    <li key={tip}>{tip}</li>
                  ))}
                </ul>
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </main>
  );
}
