import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, parseRichText } from './format';

describe('dates', () => {
  it('are written dd.mm.yyyy. in the time of Bosnia and Herzegovina', () => {
    expect(formatDate('2026-01-05T10:00:00Z')).toBe('05.01.2026.');
    // 23:30 UTC on 29 March is already 30 March in Sarajevo (summer time, +2).
    expect(formatDate('2026-03-29T23:30:00Z')).toBe('30.03.2026.');
    expect(formatDateTime('2026-07-01T06:05:00Z')).toBe('01.07.2026. 08:05');
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
