import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadPhotos } from './upload-photos';

/** Records what the uploader opens, sets and sends, and answers 204. */
class RecordingRequest {
  static last: RecordingRequest | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  withCredentials = true;
  upload: { onprogress?: (event: ProgressEvent) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  constructor() {
    RecordingRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    this.status = 204;
    queueMicrotask(() => this.onload?.());
  }
  abort() {}
}

describe('uploadPhotos', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('PUTs the zip as the body to a signed URL', async () => {
    vi.stubGlobal('XMLHttpRequest', RecordingRequest);
    const zip = new Blob(['zip'], { type: 'application/zip' });
    await uploadPhotos({
      upload: { upload_url: '/api/files/x.zip?sig=1', upload_method: 'PUT', upload_fields: {} },
      zip,
    });
    const request = RecordingRequest.last;
    expect(request?.method).toBe('PUT');
    expect(request?.headers).toEqual({ 'Content-Type': 'application/zip' });
    expect(request?.body).toBe(zip);
    expect(request?.withCredentials).toBe(false);
  });

  it('POSTs a form of the signed fields and then the zip as `file`, for S3', async () => {
    vi.stubGlobal('XMLHttpRequest', RecordingRequest);
    await uploadPhotos({
      upload: {
        upload_url: 'https://bucket.s3.amazonaws.com/',
        upload_method: 'POST',
        upload_fields: {
          key: 'uploads/c/1.zip',
          Policy: 'cG9saWN5',
          'Content-Type': 'application/zip',
        },
      },
      zip: new Blob(['zip'], { type: 'application/zip' }),
    });
    const request = RecordingRequest.last;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('https://bucket.s3.amazonaws.com/');
    // The browser sets the multipart boundary itself.
    expect(request?.headers).toEqual({});
    const form = request?.body as FormData;
    expect([...form.keys()]).toEqual(['key', 'Policy', 'Content-Type', 'file']);
    expect(form.get('key')).toBe('uploads/c/1.zip');
    expect(await (form.get('file') as Blob).text()).toBe('zip');
  });
});
