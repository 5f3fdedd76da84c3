import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'e-ucesce';
/** The only algorithm accepted: a token signed any other way (or "none") is refused. */
const ALGORITHM = 'HS256';

export type TokenClaims = {
  userId: number;
  sessionId: string;
  municipalityId: number;
  profileId: number;
};

/** Signs and checks the bearer tokens of sessions. */
export function createTokenService(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    newSessionId: () => randomUUID(),
    async sign(claims: TokenClaims, expiresAt: Date): Promise<string> {
      return new SignJWT({ sid: claims.sessionId, mid: claims.municipalityId, prf: claims.profileId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
    },
    /** The claims of a valid token; null for anything forged, expired or malformed. */
    async verify(token: string): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          requiredClaims: ['sub', 'exp', 'iat', 'sid', 'mid', 'prf'],
        });
        const userId = Number(payload.sub);
        const { sid, mid, prf } = payload as { sid: unknown; mid: unknown; prf: unknown };
        if (
          !Number.isInteger(userId) ||
          typeof sid !== 'string' ||
          typeof mid !== 'number' ||
          typeof prf !== 'number'
        ) {
          return null;
        }
        return { userId, sessionId: sid, municipalityId: mid, profileId: prf };
      } catch {
        return null;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
