import { describe, expect, it } from 'vitest';
import { fromLocalMoment, toLocalMoment } from './moment';

describe('a session moment in Sarajevo', () => {
  it('carries the winter and the summer offset', () => {
    expect(fromLocalMoment({ day: '2026-11-27', time: '17:00' })).toBe('2026-11-27T17:00:00+01:00');
    expect(fromLocalMoment({ day: '2026-06-15', time: '09:30' })).toBe('2026-06-15T09:30:00+02:00');
  });

  it('reads a stored moment back as the day and time in Sarajevo', () => {
    expect(toLocalMoment('2026-06-15T07:30:00.000Z')).toEqual({ day: '2026-06-15', time: '09:30' });
    expect(toLocalMoment('2026-03-31T23:30:00Z')).toEqual({ day: '2026-04-01', time: '01:30' });
  });

  it('is empty until both the day and the time are given', () => {
    expect(fromLocalMoment({ day: null, time: '10:00' })).toBe('');
    expect(fromLocalMoment({ day: '2026-06-15', time: '' })).toBe('');
  });
});
