import {
  getCaptions,
  getHostingConfiguration,
  LanguageId,
  languageDropdown,
  startCallPaths,
  startInputs,
} from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const [hostingPath, languagesPath] = startCallPaths(LanguageId.Croatian);

describe('the answers the page carries for the start calls', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.resetModules();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async () => Response.json({ from: 'the server' }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    document.getElementById('page-answers')?.remove();
  });

  function carry(text: string) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'page-answers';
    script.textContent = text;
    document.body.append(script);
  }

  it('answers the first call of each carried address without asking, and asks the next time', async () => {
    carry(JSON.stringify({ [hostingPath!]: { from: 'the page' }, [languagesPath!]: [] }));
    const { call } = await import('./api-client');
    expect(await call(getHostingConfiguration, startInputs.hosting)).toEqual({ from: 'the page' });
    expect(await call(languageDropdown, startInputs.languages)).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
    // Once taken, an answer is gone: a later call (a refresh, another language) asks the server.
    expect(await call(getHostingConfiguration, startInputs.hosting)).toEqual({ from: 'the server' });
    expect(await call(getCaptions, startInputs.captions(LanguageId.Croatian))).toEqual({
      from: 'the server',
    });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      hostingPath,
      startCallPaths(LanguageId.Croatian)[2],
    ]);
  });

  it('asks the server when the page carries nothing readable', async () => {
    carry('{"broken');
    const { call } = await import('./api-client');
    expect(await call(getHostingConfiguration, {})).toEqual({ from: 'the server' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
