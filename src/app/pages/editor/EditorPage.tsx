/**
 * `/editor?type=social|blog` (spec 000 §2 "Access"): the post editor the mobile app opens in a web
 * view. Title, body and photos within the remote-config limits; "완료" hands the post back to the
 * app with `postMessage` (see `send-to-app.ts`). Nothing typed is lost on an error.
 */
import { Alert, Button, Card, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useRemoteConfig } from '@/api/remote-config';
import { PageHeader } from '@/components/layout/PageHeader';
import { preventComposingSubmit } from '@/engine/form/ime';
import { palette } from '@/lib/palette';
import { pageCopy } from '../copy';
import { EditorImages } from './EditorImages';
import { editorLimits, editorTypeOf, textError } from './editor-rules';
import { sendToApp } from './send-to-app';
import { useEditorImages } from './use-editor-images';

const copy = pageCopy.editor;

export function EditorPage() {
  const [search] = useSearchParams();
  const type = editorTypeOf(search.get('type'));
  const limits = editorLimits(type, useRemoteConfig().data?.limits);
  const images = useEditorImages(limits.images);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [tried, setTried] = useState(false);
  const [result, setResult] = useState<'sent' | 'failed' | 'uploading' | undefined>();

  const titleError = textError(copy.titleLabel, title, limits.title);
  const contentError = textError(copy.bodyLabel, content, limits.content);

  const submit = () => {
    setTried(true);
    if (titleError || contentError) return setResult(undefined);
    if (images.uploading > 0) return setResult('uploading');
    try {
      sendToApp({ type: 'dongne-editor:done', title, content, imageIds: images.images.map((image) => image.id) });
      setResult('sent');
    } catch {
      setResult('failed');
    }
  };

  return (
    <main style={{ maxWidth: 720, margin: '0 auto', padding: 16 }}>
      <Card>
        <PageHeader title={copy.title[type]} />
        <Form layout="vertical" component="form" onFinish={submit} requiredMark={false}>
          <Form.Item
            label={copy.titleLabel}
            htmlFor="editor-title"
            validateStatus={tried && titleError ? 'error' : undefined}
            help={tried ? titleError : undefined}
            extra={<Count value={title} max={limits.title.max} />}
          >
            <Input
              id="editor-title"
              value={title}
              placeholder={copy.titlePlaceholder}
              onChange={(event) => setTitle(event.target.value)}
              onKeyDown={preventComposingSubmit}
            />
          </Form.Item>
          <Form.Item
            label={copy.bodyLabel}
            htmlFor="editor-content"
            validateStatus={tried && contentError ? 'error' : undefined}
            help={tried ? contentError : undefined}
            extra={<Count value={content} max={limits.content.max} />}
          >
            <Input.TextArea
              id="editor-content"
              value={content}
              placeholder={copy.bodyPlaceholder}
              autoSize={{ minRows: 6, maxRows: 16 }}
              onChange={(event) => setContent(event.target.value)}
            />
          </Form.Item>
          <Form.Item>
            <EditorImages
              images={images.images}
              uploading={images.uploading}
              max={limits.images}
              onPick={images.pick}
              onRemove={images.remove}
            />
          </Form.Item>
          <Flex vertical gap={12}>
            {result === 'sent' ? <Alert role="status" type="success" showIcon title={copy.sent} /> : null}
            {result === 'failed' ? <Alert type="error" showIcon title={copy.sendFailed} /> : null}
            {result === 'uploading' ? <Alert type="warning" showIcon title={copy.uploadingWait} /> : null}
            <Button type="primary" htmlType="submit" block size="large">
              {copy.done}
            </Button>
          </Flex>
        </Form>
      </Card>
    </main>
  );
}

function Count({ value, max }: { readonly value: string; readonly max: number }) {
  return (
    <span style={value.length > max ? { color: palette.error } : undefined}>
      {value.length}/{max}
    </span>
  );
}
