import { describe, expect, it } from 'vitest';
import { parseEnv } from './config';
import { createLinks, missingPublicAddress, publicOrigin } from './links';

const config = (env: Record<string, string>) => parseEnv({ NODE_ENV: 'production', ...env });

describe('links sent to people', () => {
  it('are built on the public address from configuration', () => {
    const links = createLinks(config({ PUBLIC_URL: 'https://e-ucesce.tuzla.ba/' }));
    expect(links.to(6, '/complaints/complaint-details/7')).toBe(
      'https://e-ucesce.tuzla.ba/complaints/complaint-details/7',
    );
    expect(links.to(6, 'login')).toBe('https://e-ucesce.tuzla.ba/login');
  });

  it('use a municipality’s own address from TENANT_HOSTS, else its host with the scheme of PUBLIC_URL', () => {
    const env = config({
      PUBLIC_URL: 'https://e-ucesce.tuzla.ba',
      TENANT_HOSTS: 'https://portal.doboj.org=1,e-ucesce.kljuc.ba=44',
    });
    expect(publicOrigin(env, 1)).toBe('https://portal.doboj.org');
    expect(publicOrigin(env, 44)).toBe('https://e-ucesce.kljuc.ba');
    expect(publicOrigin(env, 6)).toBe('https://e-ucesce.tuzla.ba');
    // A municipality no host serves is reached through the default's address.
    expect(publicOrigin(env, 27)).toBe('https://e-ucesce.tuzla.ba');
  });

  it('fall back to localhost only on a demo or test portal', () => {
    expect(publicOrigin(config({ DEMO_DATA: 'true', PORT: '8080' }), 6)).toBe('http://localhost:8080');
    expect(publicOrigin(config({ NODE_ENV: 'test' }), 6)).toBe('http://localhost:3000');
    expect(publicOrigin(config({}), 6)).toBeNull();
  });

  it('stop a production start without a public address for the default municipality, saying why', () => {
    expect(missingPublicAddress(config({}))).toMatch(
      /^PUBLIC_URL: must be set to the portal’s public address/,
    );
    expect(missingPublicAddress(config({ PUBLIC_URL: 'https://e-ucesce.tuzla.ba' }))).toBeNull();
    expect(missingPublicAddress(config({ TENANT_HOSTS: 'https://e-ucesce.tuzla.ba=6' }))).toBeNull();
    expect(missingPublicAddress(config({ MUNICIPALITY_ID: '1', TENANT_HOSTS: 'portal.tuzla.ba=6' }))).toMatch(
      /municipality 1/,
    );
  });
});
