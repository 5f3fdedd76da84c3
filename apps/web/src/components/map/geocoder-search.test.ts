import { afterEach, describe, expect, it, vi } from 'vitest';
import { areaAround, forwardGeocode, GEOCODER_TIMEOUT_MS, SEARCH_LIMIT } from './geocoder';

const TUZLA = { latitude: 44.5384, longitude: 18.6671 };
const SEARCH = 'https://nominatim.example/search';
const area = areaAround(TUZLA);

function answer(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('areaAround', () => {
  it('is a box of the radius around the point, wider in degrees of longitude than of latitude', () => {
    const box = areaAround(TUZLA, 25);
    expect(box.north - TUZLA.latitude).toBeCloseTo(25 / 111.32, 5);
    expect(TUZLA.latitude - box.south).toBeCloseTo(25 / 111.32, 5);
    // At 44.5° a degree of longitude is about 79 km.
    expect(box.east - TUZLA.longitude).toBeCloseTo(0.315, 2);
    expect(TUZLA.longitude - box.west).toBeCloseTo(0.315, 2);
  });

  it('stays within the earth’s range near its edges', () => {
    const box = areaAround({ latitude: 89.9, longitude: 179.9 }, 50);
    expect(box.north).toBe(90);
    expect(box.east).toBe(180);
  });
});

describe('forwardGeocode', () => {
  it('asks the configured search bounded to the area, in the given language, and offers the places', async () => {
    const fetch = vi.fn().mockResolvedValue(
      answer([
        {
          lat: '44.5391',
          lon: '18.6702',
          display_name: '12, Turalibegova, Centar, Tuzla, Tuzlanski kanton, 75000, Bosna i Hercegovina',
          address: { house_number: '12', road: 'Turalibegova', city: 'Tuzla' },
        },
        {
          lat: '44.5401',
          lon: '18.6719',
          display_name: 'Trg slobode, Tuzla, Bosna i Hercegovina',
          address: { square: 'Trg slobode', city: 'Tuzla' },
        },
      ]),
    );
    vi.stubGlobal('fetch', fetch);

    const places = await forwardGeocode(SEARCH, '  Turalibegova 12 ', { language: 'hr', area });
    expect(places).toEqual([
      {
        position: { latitude: 44.5391, longitude: 18.6702 },
        address: 'Turalibegova 12, Tuzla',
        name: '12, Turalibegova, Centar, Tuzla, Tuzlanski kanton, 75000, Bosna i Hercegovina',
      },
      {
        position: { latitude: 44.5401, longitude: 18.6719 },
        address: 'Trg slobode, Tuzla',
        name: 'Trg slobode, Tuzla, Bosna i Hercegovina',
      },
    ]);

    const [url, init] = fetch.mock.calls[0] as [URL, RequestInit];
    expect(`${url.origin}${url.pathname}`).toBe(SEARCH);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'Turalibegova 12',
      format: 'jsonv2',
      addressdetails: '1',
      limit: String(SEARCH_LIMIT),
      viewbox: [area.west, area.north, area.east, area.south].map((v) => v.toFixed(5)).join(','),
      bounded: '1',
      'accept-language': 'hr',
    });
    // No cookies to a third party.
    expect(init.credentials).toBe('omit');
  });

  it('answers an empty list when nothing is known there, and drops answers it cannot place', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer([])));
    await expect(forwardGeocode(SEARCH, 'Nepostojeća', { language: 'bs', area })).resolves.toEqual([]);

    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          answer([
            { lat: 'x', lon: '18.6', display_name: 'Bez položaja' },
            { lat: '95', lon: '18.6', display_name: 'Izvan zemlje' },
            { display_name: 'Bez koordinata' },
            { lat: '44.53', lon: '18.66', display_name: 'Ilinčica, Tuzla' },
            { lat: '44.531', lon: '18.661', display_name: 'Ilinčica, Tuzla' },
          ]),
        ),
    );
    await expect(forwardGeocode(SEARCH, 'Ilinčica', { language: 'bs', area })).resolves.toEqual([
      {
        position: { latitude: 44.53, longitude: 18.66 },
        address: 'Ilinčica, Tuzla',
        name: 'Ilinčica, Tuzla',
      },
    ]);
  });

  it('answers null when the service fails, answers something else, or cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer({ error: 'Server error' }, 503)));
    await expect(forwardGeocode(SEARCH, 'Tuzla', { language: 'bs', area })).resolves.toBeNull();

    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer({ error: 'Bad request' })));
    await expect(forwardGeocode(SEARCH, 'Tuzla', { language: 'bs', area })).resolves.toBeNull();

    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(forwardGeocode(SEARCH, 'Tuzla', { language: 'bs', area })).resolves.toBeNull();

    await expect(forwardGeocode('not a url', 'Tuzla', { language: 'bs', area })).resolves.toBeNull();
  });

  it('gives up after the timeout, and at once when the caller aborts', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(
      (_url: URL, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    vi.stubGlobal('fetch', fetch);
    let settled = false;
    const result = forwardGeocode(SEARCH, 'Tuzla', { language: 'bs', area }).then((value) => {
      settled = true;
      return value;
    });
    await vi.advanceTimersByTimeAsync(GEOCODER_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBeNull();

    const controller = new AbortController();
    const aborted = forwardGeocode(SEARCH, 'Tuzla', { language: 'bs', area, signal: controller.signal });
    controller.abort();
    await expect(aborted).resolves.toBeNull();
  });
});
