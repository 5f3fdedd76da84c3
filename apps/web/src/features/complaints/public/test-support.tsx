import { Profile, type SignedInUser } from '@portal/contracts';
import { auth } from '../../../lib/auth';

/** Signs a citizen in, as the login page would. */
export function signInCitizen() {
  const user: SignedInUser = {
    token: 'citizen-token',
    isLoggedIn: true,
    username: 'citizen',
    id: 11,
    organizationId: null,
    profileId: Profile.RegisteredCitizen,
    roleName: 'Citizen',
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  };
  auth.signIn(user, []);
}

type Answer = { status: number; body: unknown };

/**
 * XMLHttpRequest as the upload helper uses it, answered by `answer` (by file name) on
 * the next tick, with one progress event first.
 */
export function fakeXhr(answer: (file: File, url: string) => Answer) {
  const sent: { url: string; file: File }[] = [];
  class FakeXhr {
    url = '';
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    abort() {}
    send(body: FormData) {
      const file = body.get('file') as File;
      sent.push({ url: this.url, file });
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
        const { status, body: response } = answer(file, this.url);
        this.status = status;
        this.responseText = JSON.stringify(response);
        this.onload?.();
      }, 0);
    }
  }
  return { FakeXhr, sent };
}

export const uploaded = (fileId: string, fileName: string) => ({
  fileId,
  fileName,
  contentType: 'image/jpeg',
  size: 1000,
  width: 800,
  height: 600,
});
