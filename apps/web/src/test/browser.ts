/** The autosize text areas listen for web fonts, which happy-dom does not have. */
export function stubFonts() {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  }
}

type XhrAnswer = { status: number; body: unknown };

/**
 * XMLHttpRequest as the upload helper uses it: each upload is answered with `answer(file, url)`
 * on the next tick, after one progress event; what was sent is remembered in `sent`.
 */
export function fakeXhr(answer: (file: File, url: string) => XhrAnswer) {
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
