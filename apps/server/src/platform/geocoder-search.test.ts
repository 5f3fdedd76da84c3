import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestContext } from '../../test/harness';
import { parseEnv } from './config';
import { pagePolicy } from './security';

const connectSrc = (policy: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith('connect-src'))!
    .split(' ')
    .slice(1);

describe('the address search (forward geocoding) of the report form', () => {
  it('defaults to Nominatim’s search and takes only http(s) addresses', () => {
    expect(parseEnv({}).GEOCODER_SEARCH_URL).toBe('https://nominatim.openstreetmap.org/search');
    expect(parseEnv({ GEOCODER_SEARCH_URL: 'https://geo.tuzla.ba/search' }).GEOCODER_SEARCH_URL).toBe(
      'https://geo.tuzla.ba/search',
    );
    expect(() => parseEnv({ GEOCODER_SEARCH_URL: 'javascript:alert(1)' })).toThrow(/GEOCODER_SEARCH_URL/);
  });

  it('may be reached from the page: the policy lets it connect, once per origin', () => {
    const base = {
      MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      GEOCODER_URL: 'https://nominatim.openstreetmap.org/reverse',
      PUBLIC_URL: undefined,
    };
    expect(
      connectSrc(
        pagePolicy({ ...base, GEOCODER_SEARCH_URL: 'https://nominatim.openstreetmap.org/search' }, 'n'),
      ),
    ).toEqual(["'self'", 'https://nominatim.openstreetmap.org']);
    expect(
      connectSrc(pagePolicy({ ...base, GEOCODER_SEARCH_URL: 'https://geo.tuzla.ba:8443/search' }, 'n')),
    ).toEqual(["'self'", 'https://nominatim.openstreetmap.org', 'https://geo.tuzla.ba:8443']);
  });

  describe('in the hosting configuration the web reads', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await startApp({ env: { GEOCODER_SEARCH_URL: 'https://geo.tuzla.ba/search' } });
    });
    afterAll(() => ctx.close());

    it('is given beside the reverse geocoder', async () => {
      const res = await ctx.app.inject({ url: '/api/Hosting/GetConfiguration' });
      expect(res.statusCode).toBe(200);
      expect(res.json().map).toMatchObject({
        geocoderUrl: 'https://nominatim.openstreetmap.org/reverse',
        geocoderSearchUrl: 'https://geo.tuzla.ba/search',
      });
    });
  });
});
