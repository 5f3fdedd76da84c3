import { parseArgs } from 'node:util';
import { Writable } from 'node:stream';
import { createInterface } from 'node:readline/promises';
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN, zEmail, zUsername } from '@portal/contracts';
import { seed } from './db/seed/seed';
import { modules } from './modules';
import { createAdministrator } from './modules/accounts';
import { ConfigError, loadConfig } from './platform/config';
import { openDatabase } from './platform/db/database';
import { createFileStorage } from './platform/files/storage';

const usage = `Usage: npm run admin:create -- --username <name> --email <address> [--first-name <n>] [--last-name <n>] [--municipality <id>]
The password is read from ADMIN_PASSWORD, or asked for twice.`;

/** Asks for a password without echoing it. */
async function askHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, callback) {
      if (!muted) process.stdout.write(chunk);
      callback();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  const answer = rl.question(question);
  muted = true;
  const value = await answer;
  rl.close();
  process.stdout.write('\n');
  return value;
}

async function createAdmin(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      username: { type: 'string' },
      email: { type: 'string' },
      'first-name': { type: 'string', default: 'Administrator' },
      'last-name': { type: 'string', default: 'Portala' },
      municipality: { type: 'string' },
    },
  });
  const username = zUsername.safeParse(values.username ?? '');
  const email = zEmail.safeParse(values.email ?? '');
  if (!username.success || !email.success) {
    console.error(
      `A username of ${USERNAME_MIN} to ${USERNAME_MAX} letters or digits and a valid e-mail are needed.\n${usage}`,
    );
    return 2;
  }
  const password = process.env['ADMIN_PASSWORD'] ?? (await askHidden('Password: '));
  if (!process.env['ADMIN_PASSWORD'] && password !== (await askHidden('Password again: '))) {
    console.error('The two passwords differ.');
    return 2;
  }
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
    console.error(`The password must have ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`);
    return 2;
  }
  const config = loadConfig();
  const municipalityId = values.municipality ? Number(values.municipality) : config.MUNICIPALITY_ID;
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await database.migrate();
    await seed({
      db: database.db,
      config,
      storage: await createFileStorage(config),
      modules,
      demo: false,
    });
    const problem = await createAdministrator(database.db, {
      municipalityId,
      username: username.data,
      email: email.data,
      password,
      firstName: values['first-name']!,
      lastName: values['last-name']!,
    });
    if (problem) {
      console.error(problem);
      return 1;
    }
    console.error(`Administrator ${username.data} created for municipality ${municipalityId}.`);
    return 0;
  } finally {
    await database.close();
  }
}

const [command, ...rest] = process.argv.slice(2);
(command === 'create-admin' ? createAdmin(rest) : Promise.resolve((console.error(usage), 2)))
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
