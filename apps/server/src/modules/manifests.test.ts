import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getCaptions } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { testConfig } from '../../test/config';
import { freshDatabase } from '../../test/database';
import { buildApp } from '../app';
import { createAttachments, defineAttachmentKind } from '../platform/attachments/attachments';
import type { Database } from '../platform/db/database';
import { defineDiscussionSubject } from '../platform/discussions/discussions';
import { diskStorage } from '../platform/files/storage';
import { route } from '../platform/http';
import { defineModule, type ServerModule } from '../platform/module';
import { modules } from '.';

const kind = defineAttachmentKind({ name: 'probe.file', content: 'document', folder: 'probe' });

/** What the platform checks of the manifests before it serves anything (decision 0025). */
describe('the manifests, checked at start', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase(inject('template'));
  });
  afterAll(() => database.close());

  const build = (extra: ServerModule[], without?: string) =>
    buildApp({
      config: testConfig(),
      database,
      logger: false,
      modules: [...modules.filter((m) => m.name !== without), ...extra],
    });

  it('starts with the portal’s own modules', async () => {
    const app = await build([]);
    await app.close();
  });

  it('refuses a module that serves a call another module declares', async () => {
    const thief = defineModule({ name: 'probe', routes: (app) => route(app, getCaptions, async () => ({})) });
    // Without the tenancy module, so that only the check can refuse the route.
    await expect(build([thief], 'tenancy')).rejects.toThrow(
      'Captions.GetAll (declared by tenancy, served by probe)',
    );
  });

  it('refuses two kinds of attachment of one name and a subject whose file kind no manifest declares', async () => {
    const twice = [1, 2].map((n) =>
      defineModule({ name: `probe-${n}`, attachmentKinds: [kind], routes: () => undefined }),
    );
    await expect(build(twice)).rejects.toThrow('Declared twice among the attachment kinds: probe.file');

    const subject = defineDiscussionSubject({ kind: 'probe', fileKind: kind, maxLength: 100 });
    const orphan = defineModule({ name: 'probe', discussionSubjects: [subject], routes: () => undefined });
    await expect(build([orphan])).rejects.toThrow('file kind no manifest declares: probe');
  });

  it('lets no module stage a kind of attachment no manifest declares', async () => {
    const attachments = createAttachments({
      db: database.db,
      storage: diskStorage(mkdtempSync(path.join(tmpdir(), 'manifests-'))),
      config: { UPLOAD_MAX_MB: 1 },
      kinds: modules.flatMap((m) => m.attachmentKinds ?? []),
    });
    const file = { fileName: 'a.pdf', data: new Uint8Array([37, 80, 68, 70]) } as never;
    await expect(attachments.stage({ municipalityId: 6, userId: 1 }, kind, file)).rejects.toThrow(
      'The attachment kind probe.file is not declared',
    );
  });

  it('refuses a module whose contract has another name', () => {
    const contract = modules.find((m) => m.name === 'tenancy')!.contract!;
    expect(() => defineModule({ name: 'probe', contract, routes: () => undefined })).toThrow(
      'The module probe declares the contract of tenancy',
    );
  });
});
