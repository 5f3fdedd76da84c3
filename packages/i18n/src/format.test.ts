import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatNumber, parseRichText } from './format';

describe('dates', () => {
  it('are written dd.mm.yyyy. in the time of Bosnia and Herzegovina', () => {
    expect(formatDate('2026-01-05T10:00:00Z')).toBe('05.01.2026.');
    // 23:30 UTC on 29 March is already 30 March in Sarajevo (summer time, +2).
    expect(formatDate('2026-03-29T23:30:00Z')).toBe('30.03.2026.');
    expect(formatDateTime('2026-07-01T06:05:00Z')).toBe('01.07.2026. 08:05');
  });
});

describe('numbers', () => {
  it.each(['bs', 'hr', 'sr_cyr'] as const)(
    'are grouped by thousands with a decimal comma (%s)',
    (language) => {
      expect(formatNumber(1_000_000, language)).toBe('1.000.000');
      expect(formatNumber(20_480, language)).toBe('20.480');
      expect(formatNumber(840, language)).toBe('840');
      expect(formatNumber(12.5, language)).toBe('12,5');
      // Croatian writes the true minus sign (U+2212), Bosnian and Serbian a hyphen.
      expect(formatNumber(-3.25, language)).toMatch(/^[-\u2212]3,25$/);
    },
  );

  it('round to the decimals asked for and group only when asked', () => {
    expect(formatNumber(12.345, 'bs', { maximumFractionDigits: 1 })).toBe('12,3');
    expect(formatNumber(12, 'bs', { maximumFractionDigits: 1 })).toBe('12');
    expect(formatNumber(44.5384, 'hr', { minimumFractionDigits: 6, maximumFractionDigits: 6 })).toBe(
      '44,538400',
    );
    expect(formatNumber(1234.5, 'sr_cyr', { useGrouping: false })).toBe('1234,5');
    expect(formatNumber(1900, 'bs', { useGrouping: 'min2' })).toBe('1900');
    expect(formatNumber(20_480, 'bs', { useGrouping: 'min2' })).toBe('20.480');
  });
});

describe('rich text', () => {
  it('reads paragraphs and "- " lists', () => {
    expect(parseRichText('Prvi pasus\nnastavak.\n\n- jedan\n- dva\n\nKraj.')).toEqual([
      { kind: 'paragraph', text: 'Prvi pasus nastavak.' },
      { kind: 'list', items: ['jedan', 'dva'] },
      { kind: 'paragraph', text: 'Kraj.' },
    ]);
  });

  it('splits a list that follows a paragraph without a blank line', () => {
    expect(parseRichText('Na portalu možete:\n- prijaviti problem\n- glasati')).toEqual([
      { kind: 'paragraph', text: 'Na portalu možete:' },
      { kind: 'list', items: ['prijaviti problem', 'glasati'] },
    ]);
  });
});
