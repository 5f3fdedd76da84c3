import type { Translated } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/database';

export type Tenant = { municipalityId: number };

declare module 'fastify' {
  interface FastifyRequest {
    tenant: Tenant;
  }
}

/**
 * The municipality an address serves: the host-name mapping from configuration,
 * else the configured default. Resolved for every request before anything else.
 */
export function resolveTenant(
  hostname: string,
  options: { hosts: ReadonlyMap<string, number>; defaultId: number },
): Tenant {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return { municipalityId: options.hosts.get(host) ?? options.defaultId };
}

export function installTenancy(
  app: FastifyInstance,
  options: { hosts: ReadonlyMap<string, number>; defaultId: number },
): void {
  app.decorateRequest('tenant', null as unknown as Tenant);
  app.addHook('onRequest', async (request) => {
    request.tenant = resolveTenant(request.hostname, options);
  });
}

/** What the platform needs to know of a municipality. */
export type TenantInfo = {
  id: number;
  name: Translated;
  kind: number;
  entity: number;
  primaryLanguageId: number;
};

/**
 * Municipality facts and caption overrides, supplied by the tenancy module. Given `tx`
 * (an open transaction), what is not cached is read through it: inside a transaction only
 * the transaction may touch the database (decision 0012).
 */
export type TenantDirectory = {
  get(municipalityId: number, tx?: Db): Promise<TenantInfo>;
  captions(municipalityId: number, languageId: number, tx?: Db): Promise<Record<string, string>>;
  /** The coat of arms as a PNG for documents (reports), its own or the drawn emblem; null if none can be made. */
  coatOfArmsPng(municipalityId: number): Promise<Buffer | null>;
};
