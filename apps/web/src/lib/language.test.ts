import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './language';

describe('language on first load', () => {
  it('is the stored one', () => {
    expect(resolveLanguage('hr', 1)).toBe('hr');
    expect(resolveLanguage('sr_cyr', 1)).toBe('sr_cyr');
  });

  it('is the municipality’s primary language when none is stored', () => {
    expect(resolveLanguage(null, 2)).toBe('sr_cyr');
    expect(resolveLanguage(null, 3)).toBe('hr');
  });

  it('falls back to Bosnian for a stored key that is not a language', () => {
    expect(resolveLanguage('en', 2)).toBe('bs');
    expect(resolveLanguage('', 3)).toBe('bs');
  });
});
