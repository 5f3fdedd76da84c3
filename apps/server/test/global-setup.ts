import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { seed } from '../src/db/seed/seed';
import { modules } from '../src/modules';
import { type Database, openPglite, openPostgres } from '../src/platform/db/database';
import { diskStorage } from '../src/platform/files/storage';
import { testConfig } from './config';
import { adminQuery, databaseUrl, noWaitForDisk } from './database';

declare module 'vitest' {
  export interface ProvidedContext {
    template: { kind: 'postgres' | 'pglite'; ref: string };
  }
}

async function prepare(database: Database): Promise<void> {
  const config = testConfig();
  await database.migrate();
  await seed({
    db: database.db,
    config,
    storage: diskStorage(path.join(config.dataDir, 'files')),
    modules,
    demo: false,
  });
}

/**
 * Migrates and seeds one template database for the whole run; every test file then
 * starts from a copy of it (PGlite: a dump; PostgreSQL: CREATE DATABASE ... TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const base = process.env['DATABASE_URL'];
  if (base) {
    const name = `tpl_${Date.now().toString(36)}_${process.pid}`;
    await adminQuery(base, `create database ${name}`);
    await adminQuery(base, noWaitForDisk(name));
    const database = openPostgres(databaseUrl(base, name), 2);
    await prepare(database);
    await database.close();
    project.provide('template', { kind: 'postgres', ref: name });
    return async () => adminQuery(base, `drop database if exists ${name} with (force)`);
  }
  const client = await PGlite.create();
  const database = openPglite(client);
  await prepare(database);
  const dump = await client.dumpDataDir('none');
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'portal-template-')), 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('template', { kind: 'pglite', ref: file });
  return undefined;
}
