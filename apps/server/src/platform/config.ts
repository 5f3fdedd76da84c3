import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const MAX_MUNICIPALITY_ID = 44;

const zBoolean = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const zUrl = (protocols: string[]) =>
  z.string().refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { error: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
  );

const zMunicipalityId = z.coerce
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .min(1, { error: `must be between 1 and ${MAX_MUNICIPALITY_ID}` })
  .max(MAX_MUNICIPALITY_ID, { error: `must be between 1 and ${MAX_MUNICIPALITY_ID}` });

/** A host name the portal answers to, for one municipality. */
export type TenantHost = {
  municipalityId: number;
  /** The municipality's public address when the entry gave one (`https://host[:port]=id`). */
  origin: string | null;
};

/**
 * `host=id` pairs separated by commas: which municipality a host name serves. An entry
 * may be written as an address (`https://e-ucesce.doboj.ba=1`): it then also gives that
 * municipality's public address, from which the links sent to its people are built.
 */
const zTenantHosts = z.string().transform((value, ctx) => {
  const map = new Map<string, TenantHost>();
  for (const pair of value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const at = pair.lastIndexOf('=');
    const target = pair.slice(0, at).trim();
    const parsed = zMunicipalityId.safeParse(pair.slice(at + 1).trim());
    let host = target;
    let origin: string | null = null;
    if (/^https?:\/\//i.test(target)) {
      try {
        const url = new URL(target);
        host = url.hostname;
        origin = url.origin;
      } catch {
        host = '';
      }
    }
    if (at < 0 || !host || !parsed.success) {
      ctx.addIssue({
        code: 'custom',
        message: `"${pair}" is not host=municipalityId or https://host=municipalityId (1 to 44)`,
      });
      return z.NEVER;
    }
    map.set(host.toLowerCase(), { municipalityId: parsed.data, origin });
  }
  return map;
});

/** The environment variables the server reads, with their defaults (README lists them). */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must be between 0 and 65535' })
    .max(65535, { error: 'must be between 0 and 65535' })
    .default(3000),
  DATA_DIR: z.string().min(1).default('data'),
  /**
   * Where uploaded and generated files live (default DATA_DIR/files): a folder every process
   * of the portal sees (an NFS or SMB share) when several run; or use S3_BUCKET.
   */
  FILES_DIR: z.string().min(1).optional(),
  /** Files in this bucket of S3 or an S3-compatible storage (MinIO, Ceph, Garage) instead of FILES_DIR. */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'must be an S3 bucket name (3–63 of a-z 0-9 . -)' })
    .optional(),
  /** The storage's address when it is not Amazon's (http://127.0.0.1:9000 for a MinIO, say). */
  S3_ENDPOINT: zUrl(['http:', 'https:']).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Without these two the SDK's own chain is used (instance role, AWS_* variables, profile). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the path rather than the host name; on by default with S3_ENDPOINT. */
  S3_FORCE_PATH_STYLE: zBoolean.optional(),
  /** Keys start with this folder in the bucket (one bucket for several portals). */
  S3_PREFIX: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]*$/i, { error: 'must be a folder name of letters, digits, - and _' })
    .optional(),
  DATABASE_URL: zUrl(['postgres:', 'postgresql:']).optional(),
  MUNICIPALITY_ID: zMunicipalityId.default(6),
  TENANT_HOSTS: zTenantHosts.default(new Map()),
  PUBLIC_URL: zUrl(['http:', 'https:']).optional(),
  SURVEY_PUBLIC_URL: zUrl(['http:', 'https:']).optional(),
  CITIZEN_PORTAL_URL: zUrl(['http:', 'https:']).optional(),
  MAP_TILE_URL: z
    .string()
    .refine((v) => v.includes('{z}') && v.includes('{x}') && v.includes('{y}'), {
      error: 'must be a tile URL template with {z}, {x} and {y}',
    })
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  GEOCODER_URL: zUrl(['http:', 'https:']).default('https://nominatim.openstreetmap.org/reverse'),
  /** Nominatim-compatible search (forward geocoding): the report form's "where?" box. */
  GEOCODER_SEARCH_URL: zUrl(['http:', 'https:']).default('https://nominatim.openstreetmap.org/search'),
  JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  DEMO_DATA: zBoolean.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `true`, or the proxies' addresses: a hop count cannot tell a proxy from a client that forges hops. */
  TRUST_PROXY: z
    .string()
    .refine((v) => !/^\d+$/.test(v), {
      error:
        'must be true, false or the addresses of the trusted proxies (10.0.0.5,10.0.0.6), not a hop count',
    })
    .transform((v): boolean | string => (v === 'true' ? true : v === 'false' ? false : v))
    .default(false),
  WEB_DIST: z.string().optional(),
  /** How long a sign-in lasts. */
  TOKEN_TTL_HOURS: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be between 1 and 720' })
    .max(720, { error: 'must be between 1 and 720' })
    .default(12),
  /** Sign-in attempts per client address and minute (raise it for offices behind one address). */
  SIGN_IN_LIMIT_PER_MINUTE: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be between 1 and 10000' })
    .max(10_000, { error: 'must be between 1 and 10000' })
    .default(20),
  /** smtp://user:password@host:587 or smtps://…; without it e-mail is kept in the outbox. */
  SMTP_URL: zUrl(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().min(3).default('e-Učešće <no-reply@localhost>'),
  /** An HTTP gateway taking POST { to, text, sender }; without it SMS is kept in the outbox. */
  SMS_GATEWAY_URL: zUrl(['http:', 'https:']).optional(),
  SMS_GATEWAY_TOKEN: z.string().optional(),
  SMS_SENDER: z.string().max(11, { error: 'must be at most 11 characters' }).default('eUcesce'),
  /** The largest document an administrator may upload, in MB. */
  UPLOAD_MAX_MB: z.coerce
    .number({ error: 'must be a number' })
    .min(0.1, { error: 'must be between 0.1 and 1024' })
    .max(1024, { error: 'must be between 0.1 and 1024' })
    .default(20),
  /** The most rows a report's export may hold (decision 0026); more is refused, asking for narrower filters. */
  REPORT_MAX_ROWS: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be between 1 and 1000000' })
    .max(1_000_000, { error: 'must be between 1 and 1000000' })
    .default(100_000),
  /**
   * The most rows of a PDF export (decision 0026): a PDF keeps its pages in memory until the
   * end, for their numbers (10,000 rows peak at about 400 MB, 20,000 at 580 MB:
   * bench/results/export-postgres.md), so longer results are asked for as Excel or Word.
   */
  REPORT_MAX_PDF_ROWS: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be between 1 and 1000000' })
    .max(1_000_000, { error: 'must be between 1 and 1000000' })
    .default(10_000),
  /** How long a report made as a job, and its file, is kept under "my reports", in hours. */
  REPORT_JOB_KEEP_HOURS: z.coerce
    .number({ error: 'must be a number' })
    .min(0.1, { error: 'must be between 0.1 and 720' })
    .max(720, { error: 'must be between 0.1 and 720' })
    .default(24),
  /**
   * The port of the receiver of e-mailed replies (SMTP, platform/inbound-mail); without it none
   * listens. `npm start` sets 2525 for the demo. Put it behind the municipality's mail server
   * (MX), which relays the reply domain to it: it speaks plain SMTP, without TLS or sign-in.
   */
  INBOUND_SMTP_PORT: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must be between 0 and 65535' })
    .max(65535, { error: 'must be between 0 and 65535' })
    .optional(),
  INBOUND_SMTP_HOST: z.string().min(1).default('0.0.0.0'),
  /**
   * The domain of reply addresses (`odgovor+<token>@odgovori.tuzla.ba`). Without it replies by
   * e-mail are off, except on a demo, development or test portal, which uses `localhost`.
   */
  INBOUND_MAIL_DOMAIN: z
    .string()
    .regex(
      /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i,
      {
        error: 'must be a domain name (odgovori.grad.ba)',
      },
    )
    .transform((v) => v.toLowerCase())
    .optional(),
  /** The bearer secret of POST /api/InboundMail/Receive (a mail provider's webhook); without it the call answers 404. */
  INBOUND_MAIL_TOKEN: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  /** The largest e-mailed reply taken, in bytes, as sent (attachments included). */
  INBOUND_MAIL_MAX_BYTES: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(10_000, { error: 'must be between 10000 and 104857600' })
    .max(100 * 1024 * 1024, { error: 'must be between 10000 and 104857600' })
    .default(10 * 1024 * 1024),
});

export type Env = z.infer<typeof EnvSchema>;

export type Config = Env & {
  dataDir: string;
  jwtSecret: string;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and checks the environment; every bad value is named with what it should be. */
export function parseEnv(env: Record<string, string | undefined>): Env {
  const present = Object.fromEntries(
    Object.keys(EnvSchema.shape).flatMap((key) => {
      const value = env[key];
      return value === undefined || value === '' ? [] : [[key, value]];
    }),
  );
  const result = EnvSchema.safeParse(present);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => {
        const key = String(issue.path[0] ?? '');
        return `${key}: ${issue.message} (got "${present[key] ?? ''}")`;
      }),
    );
  }
  return result.data;
}

/**
 * Full configuration: the environment, the data folder created, and the signing
 * secret taken from JWT_SECRET or generated once and kept in DATA_DIR.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = parseEnv(env);
  const dataDir = path.resolve(parsed.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return { ...parsed, dataDir, jwtSecret: parsed.JWT_SECRET ?? readOrCreateSecret(dataDir) };
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret.key');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
