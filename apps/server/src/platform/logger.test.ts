import { describe, expect, it } from 'vitest';
import { loggableUrl, requestId } from './logger';

describe('log lines', () => {
  it('mask the tokens of confirmation and reset links, and drop query strings', () => {
    expect(loggableUrl('/api/Account/ActivateByLink/abcDEF123_-xyz')).toBe(
      '/api/Account/ActivateByLink/[redacted]',
    );
    expect(loggableUrl('/register/activate/abcDEF123')).toBe('/register/activate/[redacted]');
    expect(loggableUrl('/login/reset-password/abcDEF123?x=1')).toBe('/login/reset-password/[redacted]');
    expect(loggableUrl('/api/Users/GetByID/5?token=secret')).toBe('/api/Users/GetByID/5');
  });

  it('keep a well-formed request id from the caller and make one otherwise', () => {
    expect(requestId('trace-0001-abcd')).toBe('trace-0001-abcd');
    expect(requestId('x')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
