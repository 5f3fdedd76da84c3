import { afterEach, describe, expect, it, vi } from 'vitest';
import { GEOCODER_TIMEOUT_MS, reverseGeocode, shortAddress } from './geocoder';

const TUZLA = { latitude: 44.5384, longitude: 18.6671 };
const URL_ = 'https://nominatim.example/reverse';

function answer(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('reverseGeocode', () => {
  it('asks the configured endpoint in the given language and gives street, number and town', async () => {
    const fetch = vi.fn().mockResolvedValue(
      answer({
        display_name:
          '12, Turalibegova, Centar, Tuzla, Grad Tuzla, Tuzlanski kanton, 75000, Bosna i Hercegovina',
        address: { house_number: '12', road: 'Turalibegova', suburb: 'Centar', city: 'Tuzla' },
      }),
    );
    vi.stubGlobal('fetch', fetch);

    await expect(reverseGeocode(URL_, TUZLA, 'hr')).resolves.toBe('Turalibegova 12, Tuzla');

    const url = new URL(String(fetch.mock.calls[0]![0]));
    expect(`${url.origin}${url.pathname}`).toBe(URL_);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      format: 'jsonv2',
      lat: '44.538400',
      lon: '18.667100',
      'accept-language': 'hr',
    });
  });

  it('falls back to the display name when there is no street', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(answer({ display_name: 'Ilinčica, Tuzla', address: { city: 'Tuzla' } })),
    );
    await expect(reverseGeocode(URL_, TUZLA, 'bs')).resolves.toBe('Ilinčica, Tuzla');
  });

  it('gives null when the geocoder fails or cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer({ error: 'Server error' }, 503)));
    await expect(reverseGeocode(URL_, TUZLA, 'bs')).resolves.toBeNull();

    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(reverseGeocode(URL_, TUZLA, 'bs')).resolves.toBeNull();

    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('<html>', { status: 200 })));
    await expect(reverseGeocode(URL_, TUZLA, 'bs')).resolves.toBeNull();
  });

  it('gives null when the geocoder knows nothing there', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer({ error: 'Unable to geocode' })));
    await expect(reverseGeocode(URL_, { latitude: 0, longitude: -30 }, 'bs')).resolves.toBeNull();

    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer({})));
    await expect(reverseGeocode(URL_, TUZLA, 'bs')).resolves.toBeNull();
  });

  it('gives up with null after the timeout', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(
      (_url: URL, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal!.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    vi.stubGlobal('fetch', fetch);

    const result = reverseGeocode(URL_, TUZLA, 'bs');
    await vi.advanceTimersByTimeAsync(GEOCODER_TIMEOUT_MS - 1);
    expect((fetch.mock.calls[0]![1].signal as AbortSignal).aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBeNull();
  });

  it('stops when the caller aborts', async () => {
    const fetch = vi.fn(
      (_url: URL, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal!.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const controller = new AbortController();
    const result = reverseGeocode(URL_, TUZLA, 'bs', controller.signal);
    controller.abort();
    await expect(result).resolves.toBeNull();
  });

  it('gives null for a URL that is not one', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await expect(reverseGeocode('not a url', TUZLA, 'bs')).resolves.toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('shortAddress', () => {
  it('names a street without a house number, and a village', () => {
    expect(shortAddress({ address: { road: 'M-18', village: 'Dubrave Gornje' } })).toBe(
      'M-18, Dubrave Gornje',
    );
  });

  it('takes the neighbourhood when there is no street', () => {
    expect(shortAddress({ address: { neighbourhood: 'Slatina', city: 'Tuzla' }, display_name: 'x' })).toBe(
      'Slatina, Tuzla',
    );
  });

  it('gives the town alone only when there is nothing else', () => {
    expect(shortAddress({ address: { town: 'Lukavac' } })).toBe('Lukavac');
    expect(shortAddress({})).toBeNull();
  });
});
