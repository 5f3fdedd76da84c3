import { type AnyEndpoint, mayCall, type ServerMessageKey } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../errors';
import type { TokenClaims, TokenService } from './tokens';

/** Who is calling: a signed-in person or system, with what they may do. */
export type Principal = {
  userId: number;
  sessionId: string;
  municipalityId: number;
  profileId: number;
  rights: number[];
  organizationalUnitId: number | null;
  username: string;
};

/** Finds the live session behind a token's claims (the accounts module supplies it). */
export type PrincipalSource = {
  load(claims: TokenClaims): Promise<Principal | null>;
};

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9._-]{10,4096})$/;

/**
 * Resolves the caller of every request that carries a bearer token: the token must be
 * genuine, issued for this municipality, and its session still open. A request with a
 * bad token is anonymous; an endpoint that needs a caller then answers 401.
 */
export function installAuth(
  app: FastifyInstance,
  options: { tokens: TokenService; principals: PrincipalSource },
): void {
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const token = BEARER.exec(header)?.[1];
    const claims = token ? await options.tokens.verify(token) : null;
    if (!claims || claims.municipalityId !== request.tenant.municipalityId) return;
    request.principal = await options.principals.load(claims);
  });
}

/**
 * Access is checked first: 401 without a caller (with `signInMessage` when the endpoint
 * has its own, such as must_login_to_report_problem), 403 for a caller the policy refuses.
 */
export function authorize(
  request: FastifyRequest,
  endpoint: AnyEndpoint,
  signInMessage?: ServerMessageKey,
): void {
  if ('public' in endpoint.access) return;
  const principal = request.principal;
  if (!principal) throw unauthorized(signInMessage);
  if (!mayCall(endpoint.access, principal)) throw forbidden();
}

/** The caller of an endpoint that requires one (authorize has run). */
export function callerOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}
