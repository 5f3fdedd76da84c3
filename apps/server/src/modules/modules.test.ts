import { readdirSync } from 'node:fs';
import path from 'node:path';
import { contractModules, languageKeys } from '@portal/contracts';
import { catalogues, lookup } from '@portal/i18n/server';
import { describe, expect, it } from 'vitest';
import { modules } from '.';

const root = path.resolve(__dirname, '../../../..');
const folders = (dir: string) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();

describe('what the modules declare', () => {
  it.each(languageKeys)('has its menu captions and manual chapters in the catalogue (%s)', (language) => {
    const missing = modules
      .flatMap((m) => [
        ...(m.menu ?? []).map((e) => e.label),
        ...(m.manualChapters ?? []).flatMap((c) => [
          `manual.chapters.${c.id}.title`,
          `manual.chapters.${c.id}.body`,
        ]),
      ])
      .filter((key) => !lookup(catalogues[language], key));
    expect(missing).toEqual([]);
  });

  it.each(languageKeys)('finds the catalogue parts each module declares (%s)', (language) => {
    const parts = modules.flatMap((m) => m.catalogue ?? []);
    expect(parts.length).toBeGreaterThan(0);
    expect(parts.filter((part) => typeof catalogues[language][part] !== 'object')).toEqual([]);
  });

  it('gives every module a distinct name and every menu entry a distinct key', () => {
    const names = modules.map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
    const keys = modules.flatMap((m) => (m.menu ?? []).map((e) => e.key));
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('one name in three places', () => {
  const contracts = folders('packages/contracts/src/modules');
  const server = folders('apps/server/src/modules');
  const web = folders('apps/web/src/features');
  const withoutWeb = contractModules.filter((m) => m.webFeature !== true).map((m) => m.name);

  it('declares each contracts folder as a module of the same name', () => {
    expect(contractModules.map((m) => m.name).sort()).toEqual(contracts);
  });

  it('has a server module for every contracts module and none under another name', () => {
    expect(server).toEqual(contracts);
    expect(modules.map((m) => m.name).sort()).toEqual(server);
  });

  it('ties every server module to its contract', () => {
    expect(modules.filter((m) => m.contract?.name !== m.name).map((m) => m.name)).toEqual([]);
  });

  it('has a web feature for every contracts module but those the shell uses directly', () => {
    expect(web).toEqual(contracts.filter((name) => !withoutWeb.includes(name)));
  });
});
