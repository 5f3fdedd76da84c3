import type { Config } from './config';

type LinkConfig = Pick<Config, 'PUBLIC_URL' | 'TENANT_HOSTS' | 'DEMO_DATA' | 'NODE_ENV' | 'PORT'>;

/**
 * The public address of a municipality's portal, from configuration alone — never from a
 * request, whose Host header anyone can set (a reset link built from it handed an
 * account to whoever sent `Host: evil.example`). In order: the address its TENANT_HOSTS
 * entry gives (`https://host=id`), its entry's host name with PUBLIC_URL's scheme
 * (https by default), PUBLIC_URL; on a demo or test portal without one,
 * http://localhost:PORT. Null when none is configured.
 */
export function publicOrigin(config: LinkConfig, municipalityId: number): string | null {
  const local = config.DEMO_DATA || config.NODE_ENV === 'test';
  for (const [host, entry] of config.TENANT_HOSTS) {
    if (entry.municipalityId !== municipalityId) continue;
    if (entry.origin) return entry.origin;
    if (config.PUBLIC_URL) return `${new URL(config.PUBLIC_URL).protocol}//${host}`;
    return local ? `http://${host}:${config.PORT}` : `https://${host}`;
  }
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  return local ? `http://localhost:${config.PORT}` : null;
}

/** Absolute links into the web app of a municipality's portal, for e-mails, SMS and clients. */
export type Links = {
  /** The municipality's public address, without a trailing slash. */
  origin(municipalityId: number): string;
  /** The address of a page of the web app (`/complaints/complaint-details/7`). */
  to(municipalityId: number, path: string): string;
};

/** The one way the portal makes links it sends: every module's messages use it. */
export function createLinks(config: LinkConfig & Pick<Config, 'MUNICIPALITY_ID'>): Links {
  const fallback = publicOrigin(config, config.MUNICIPALITY_ID);
  const origin = (municipalityId: number) => {
    const found = publicOrigin(config, municipalityId) ?? fallback;
    if (!found) throw new Error('No public address is configured (PUBLIC_URL)');
    return found;
  };
  return {
    origin,
    to: (municipalityId, path) => `${origin(municipalityId)}${path.startsWith('/') ? path : `/${path}`}`,
  };
}

/**
 * Why a production start must stop: the default municipality has no public address, so
 * no link in an e-mail could be right. Null when all is well.
 */
export function missingPublicAddress(config: LinkConfig & Pick<Config, 'MUNICIPALITY_ID'>): string | null {
  if (publicOrigin(config, config.MUNICIPALITY_ID)) return null;
  return (
    'PUBLIC_URL: must be set to the portal’s public address (https://…), from which every link in ' +
    `e-mails and SMS is built; or give municipality ${config.MUNICIPALITY_ID} an address in ` +
    'TENANT_HOSTS (https://host=id). Without demo data the portal does not start without one.'
  );
}
