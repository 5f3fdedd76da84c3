import type { Translated } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';

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

/** Municipality facts and caption overrides, supplied by the tenancy module. */
export type TenantDirectory = {
  get(municipalityId: number): Promise<TenantInfo>;
  captions(municipalityId: number, languageId: number): Promise<Record<string, string>>;
};
