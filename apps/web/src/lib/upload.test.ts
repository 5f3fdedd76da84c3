import { uploadComplaintImage } from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, configureApi } from './api-client';
import { toaster } from './toast';
import { refusalText, uploadFile } from './upload';

/** A stand-in for the browser's XMLHttpRequest that the test answers by hand. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
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
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const photo = new File(['jpeg'], 'rupa.jpg', { type: 'image/jpeg' });

describe('uploadFile', () => {
  const goToLogin = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    configureApi({ t: (key) => key, goToLogin, token: () => 'jwt-token' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    goToLogin.mockReset();
    toaster.hide();
  });

  it('sends the file in the endpoint’s field with the token and reports progress', async () => {
    const progress: number[] = [];
    const done = uploadFile(uploadComplaintImage, photo, { onProgress: (p) => progress.push(p) });
    const xhr = FakeXhr.last!;
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/Complaints/UploadImage']);
    expect(xhr.headers['authorization']).toBe('Bearer jwt-token');
    expect((xhr.body!.get('file') as File).name).toBe('rupa.jpg');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    xhr.answer(200, { fileId: 'f1', fileName: 'rupa.jpg' });
    expect(await done).toEqual({ fileId: 'f1', fileName: 'rupa.jpg' });
    expect(progress).toEqual([0.25, 1]);
  });

  it('leaves a refusal of the file to the caller when quiet, as ApiError with its message key', async () => {
    const done = uploadFile(uploadComplaintImage, photo, { quiet: true });
    FakeXhr.last!.answer(400, {
      errors: { file: 'image_type_not_allowed' },
      params: { file: { allowed: 'jpg' } },
    });
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldErrors).toEqual({ file: 'image_type_not_allowed' });
    expect(toaster.getState().visible).toBe(false);
    expect(refusalText(error, (key, o) => `${key} ${JSON.stringify(o)}`)).toBe(
      'messages.image_type_not_allowed {"allowed":"jpg","defaultValue":""}',
    );
  });

  it('still sends an expired session to the login page, even when quiet', async () => {
    const done = uploadFile(uploadComplaintImage, photo, { quiet: true });
    FakeXhr.last!.answer(401, { errors: {} });
    await expect(done).rejects.toBeInstanceOf(ApiError);
    expect(goToLogin).toHaveBeenCalled();
    expect(toaster.getState().message).toBe('messages.session_expired');
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const done = uploadFile(uploadComplaintImage, photo, { signal: controller.signal });
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
  });
});
