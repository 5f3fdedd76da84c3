import {
  downloadUserManual,
  getAllLoginTypes,
  getHostingConfiguration,
  login,
  subscribeNewsletter,
  uploadInfoSectionDocument,
} from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, call, configureApi, fileNameOf } from './api-client';
import { spinner } from './spinner';
import { toaster } from './toast';

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

describe('API client', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    configureApi({
      t: (key) => key,
      goToLogin: vi.fn(),
      token: () => 'jwt-token',
      textsReady: undefined,
      unreachable: undefined,
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    toaster.hide();
  });

  it('shows the spinner while a call runs', async () => {
    let visibleDuring = false;
    fetchMock.mockImplementation(async () => {
      visibleDuring = spinner.isVisible();
      return answer(200, { email: 'a@b.ba', active: true });
    });
    await call(subscribeNewsletter, { body: { email: 'a@b.ba' } });
    expect(visibleDuring).toBe(true);
    expect(spinner.isVisible()).toBe(false);
  });

  it('sends the body as JSON with the bearer token', async () => {
    fetchMock.mockResolvedValue(answer(200, { email: 'a@b.ba', active: true }));
    await call(subscribeNewsletter, { body: { id: 0, email: 'a@b.ba', active: false, dateCreated: null } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/Newsletter/Subscribe');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      id: 0,
      email: 'a@b.ba',
      active: false,
      dateCreated: null,
    });
    expect((init?.headers as Record<string, string>)['authorization']).toBe('Bearer jwt-token');
  });

  it('sends no token with sign-in, but does with calls whose address merely mentions it', async () => {
    fetchMock.mockImplementation(async () => answer(200, {}));
    await call(login, { body: { username: 'ana', password: 'x' } }).catch(() => undefined);
    await call(getAllLoginTypes, { params: { languageId: 1 } }).catch(() => undefined);
    const headers = fetchMock.mock.calls.map(
      ([, init]) => (init?.headers as Record<string, string>)['authorization'],
    );
    expect(headers).toEqual([undefined, 'Bearer jwt-token']);
  });

  it('sends a null body where the call has none', async () => {
    fetchMock.mockResolvedValue(new Response(new Blob(['%PDF-']), { status: 200 }));
    await call(downloadUserManual, { params: { languageId: 1 } });
    expect(fetchMock.mock.calls[0]![1]?.body).toBe('null');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/StaticDocuments/DownloadUserManual/1');
  });

  it('sends a file as a multipart form in the declared field, leaving the boundary to the browser', async () => {
    fetchMock.mockResolvedValue(answer(200, { fileId: 'x' }));
    const file = new File(['%PDF-1.4'], 'Odluka o budžetu.pdf', { type: 'application/pdf' });
    await call(uploadInfoSectionDocument, { body: file });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/AdminInfoSectionDocument/Upload');
    expect(init?.method).toBe('POST');
    const form = init?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    const sent = form.get('file') as File;
    expect(sent.name).toBe('Odluka o budžetu.pdf');
    expect(await sent.text()).toBe('%PDF-1.4');
    const headers = init?.headers as Record<string, string>;
    expect(headers['content-type']).toBeUndefined();
    expect(headers['authorization']).toBe('Bearer jwt-token');
  });

  it('shows a refusal in the toast bar and throws it with its field errors', async () => {
    fetchMock.mockResolvedValue(answer(400, { errors: { email: 'validation_invalid_email' } }));
    const failure = await call(subscribeNewsletter, { body: { email: 'x' } }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).fieldErrors).toEqual({ email: 'validation_invalid_email' });
    expect(toaster.getState()).toMatchObject({
      visible: true,
      kind: 'danger',
      message: 'messages.system_message_prefixmessages.validation_invalid_email',
    });
  });

  it('reports an unreachable server as status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const failure = (await call(getHostingConfiguration, {}).catch((e: unknown) => e)) as ApiError;
    expect(failure.status).toBe(0);
    expect(toaster.getState().message).toBe('messages.service_unavailable');
  });

  it('shows a failure once its texts are there (they load with the pages after home), and sends to sign-in at once', async () => {
    let loaded: () => void = () => undefined;
    const goToLogin = vi.fn();
    configureApi({ goToLogin, textsReady: () => new Promise<void>((resolve) => (loaded = resolve)) });
    fetchMock.mockResolvedValue(answer(401, { errors: {} }));
    await call(getHostingConfiguration, {}).catch(() => undefined);
    expect(goToLogin).toHaveBeenCalledOnce();
    expect(toaster.getState().visible).toBe(false);
    loaded();
    await vi.waitFor(() => expect(toaster.getState().message).toBe('messages.session_expired'));
  });

  it('says the portal is unavailable when the texts of failures cannot be loaded either', async () => {
    configureApi({
      textsReady: () => Promise.reject(new Error('offline')),
      unreachable: 'pages.bootError.title',
    });
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await call(getHostingConfiguration, {}).catch(() => undefined);
    await vi.waitFor(() => expect(toaster.getState()).toMatchObject({ visible: true, kind: 'danger' }));
    expect(toaster.getState().message).toBe('pages.bootError.title');
  });

  it('returns a file with the name the server gave it', async () => {
    fetchMock.mockResolvedValue(
      new Response(new Blob(['%PDF-']), {
        status: 200,
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="Uputstvo.pdf"; filename*=UTF-8''${encodeURIComponent('Упутство.pdf')}`,
        },
      }),
    );
    const file = await call(downloadUserManual, { params: { languageId: 2 } });
    expect(file.name).toBe('Упутство.pdf');
    expect(file.type).toBe('application/pdf');
  });

  it('reads plain and UTF-8 file names', () => {
    expect(fileNameOf('attachment; filename="a.pdf"')).toBe('a.pdf');
    expect(fileNameOf('attachment; filename="x"; filename*=UTF-8\'\'%C4%8Cita%C4%8D.pdf')).toBe('Čitač.pdf');
    expect(fileNameOf(null)).toBeNull();
  });
});
