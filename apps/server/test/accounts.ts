import { asc } from 'drizzle-orm';
import { insertUser, replaceRights } from '../src/modules/accounts/accounts.repository';
import { UserStatus } from '../src/modules/accounts/accounts.schema';
import { hashPassword } from '../src/platform/auth/passwords';
import { outboxMessage } from '../src/platform/outbox/outbox.schema';
import type { TestContext } from './harness';

export const PASSWORD = 'Planina-Konjuh-2026';
let hashed: Promise<string> | null = null;

let counter = 0;
/** A unique username of the allowed length. */
export function uniqueName(prefix = 'u'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36).slice(-5)}${counter}`.slice(0, 15);
}

/** An account straight in the database (factories build only what a test does not pass in). */
export async function createAccount(
  ctx: Pick<TestContext, 'database'>,
  overrides: {
    username?: string;
    profileId?: number;
    rights?: number[];
    status?: number;
    email?: string | null;
    phone?: string | null;
    municipalityId?: number;
  } = {},
) {
  hashed ??= hashPassword(PASSWORD);
  const username = overrides.username ?? uniqueName();
  const user = await insertUser(ctx.database.db, {
    municipalityId: overrides.municipalityId ?? 6,
    username,
    passwordHash: await hashed,
    firstName: 'Test',
    lastName: username,
    email: overrides.email === undefined ? `${username}@example.ba` : overrides.email,
    phone: overrides.phone ?? null,
    profileId: overrides.profileId ?? 3,
    status: overrides.status ?? UserStatus.Active,
    dateActivated: new Date(),
  });
  if (overrides.rights?.length) await replaceRights(ctx.database.db, user.id, overrides.rights);
  return user;
}

/** Signs in through the API and returns the bearer headers. */
export async function signIn(
  ctx: TestContext,
  username: string,
  password = PASSWORD,
  headers: Record<string, string> = {},
): Promise<Record<string, string>> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/Account/Login',
    payload: { username, password },
    headers,
  });
  if (res.statusCode !== 200) throw new Error(`Sign-in of ${username} failed: ${res.body}`);
  return { authorization: `Bearer ${res.json().token}`, ...headers };
}

/** An account of the given profile, signed in. */
export async function signedIn(ctx: TestContext, overrides: Parameters<typeof createAccount>[1] = {}) {
  const user = await createAccount(ctx, overrides);
  return { user, headers: await signIn(ctx, user.username) };
}

export function outbox(ctx: TestContext) {
  return ctx.database.db.select().from(outboxMessage).orderBy(asc(outboxMessage.id));
}

/** The last message the outbox holds for a recipient. */
export async function lastMessageTo(ctx: TestContext, recipient: string) {
  const messages = (await outbox(ctx)).filter((m) => m.recipient === recipient);
  const last = messages[messages.length - 1];
  if (!last) throw new Error(`No message to ${recipient}`);
  return last;
}
