import { afterEach, describe, expect, it, vi } from 'vitest';
import { patience } from '@/testing/patience';
import { fetchWithUploadProgress } from './upload-progress';

/** The part of XMLHttpRequest the upload uses, driven by the test. */
class FakeXhr {
  static last: FakeXhr | undefined;
  readonly upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  method = '';
  url = '';
  withCredentials = false;
  responseType = '';
  readonly headers: Record<string, string> = {};
  sent: Blob | null = null;
  status = 0;
  statusText = '';
  response: Blob | null = null;
  responseHeaders = '';
  aborted = false;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  send(body: Blob | null) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  /** The server answers. */
  answer(status: number, body: string, headers: string) {
    this.status = status;
    this.response = new Blob([body]);
    this.responseHeaders = headers;
    this.onload?.();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = undefined;
});

/** Waits until the request body has been read and handed to the fake. */
async function sentXhr(): Promise<FakeXhr> {
  await vi.waitFor(() => expect(FakeXhr.last?.sent).toBeInstanceOf(Blob), { timeout: patience.waitMs });
  return FakeXhr.last!;
}

describe('fetchWithUploadProgress', () => {
  it('sends the same request, reports the share sent and answers a Response', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const form = new FormData();
    form.append('body', new Blob(['사진'], { type: 'image/png' }), 'menu.png');
    const answer = fetchWithUploadProgress((sent) => progress.push(sent))('https://images.test/upload', {
      method: 'POST',
      body: form,
      credentials: 'include',
      headers: { 'Account-Id': '101' },
    });
    const xhr = await sentXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('https://images.test/upload');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers['account-id']).toBe('101');
    // The multipart body keeps its boundary: the header names the one in the bytes sent.
    const boundary = /boundary=(.+)$/.exec(xhr.headers['content-type']!)?.[1];
    expect(await xhr.sent!.text()).toContain(`--${boundary}`);

    xhr.upload.onprogress!({ lengthComputable: true, loaded: 25, total: 100 });
    xhr.upload.onprogress!({ lengthComputable: false, loaded: 50, total: 0 });
    xhr.upload.onprogress!({ lengthComputable: true, loaded: 100, total: 100 });
    xhr.answer(200, '{"data":{"id":7}}', 'content-type: application/json\r\nx-request-id: a:b\r\n');

    const response = await answer;
    expect(progress).toEqual([0.25, 1]);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('a:b');
    expect(await response.json()).toEqual({ data: { id: 7 } });
  });

  it('answers an error status as a Response and a 204 without a body', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const call = fetchWithUploadProgress(() => undefined);
    const failed = call('https://images.test/upload', { method: 'POST', body: 'x' });
    (await sentXhr()).answer(413, '{"message":"too big"}', 'content-type: application/json');
    expect((await failed).status).toBe(413);

    FakeXhr.last = undefined;
    const empty = call('https://images.test/upload', { method: 'POST', body: 'x' });
    (await sentXhr()).answer(204, '', '');
    expect((await empty).body).toBeNull();
  });

  it('fails as fetch does: a network failure is a TypeError, an abort an AbortError', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const call = fetchWithUploadProgress(() => undefined);
    const offline = call('https://images.test/upload', { method: 'POST', body: 'x' });
    (await sentXhr()).onerror!();
    await expect(offline).rejects.toBeInstanceOf(TypeError);

    FakeXhr.last = undefined;
    const controller = new AbortController();
    const aborted = call('https://images.test/upload', { method: 'POST', body: 'x', signal: controller.signal });
    const xhr = await sentXhr();
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhr.aborted).toBe(true);
  });

  it('is plain fetch where XMLHttpRequest does not exist', async () => {
    vi.stubGlobal('XMLHttpRequest', undefined);
    const fetched = vi.fn(() => Promise.resolve(new Response('ok')));
    vi.stubGlobal('fetch', fetched);
    const response = await fetchWithUploadProgress(() => undefined)('https://images.test/upload', {
      method: 'POST',
      body: 'x',
    });
    expect(await response.text()).toBe('ok');
    expect(fetched).toHaveBeenCalledOnce();
  });
});
