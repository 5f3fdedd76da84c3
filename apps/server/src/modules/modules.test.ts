import { languageKeys } from '@portal/contracts';
import { catalogues, lookup } from '@portal/i18n/server';
import { describe, expect, it } from 'vitest';
import { modules } from '.';

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

  it('gives every module a distinct name and every menu entry a distinct key', () => {
    const names = modules.map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
    const keys = modules.flatMap((m) => (m.menu ?? []).map((e) => e.key));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
