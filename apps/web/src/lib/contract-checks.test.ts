import { ErrorBody, SignedInUser } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { errorBodyOf } from './api-client';
import { signedInUserOf } from './auth';

// The first load checks these two shapes by hand, without zod (decision 0017): the checks
// must take and give what the contract's schemas do.
const user = {
  token: 't',
  isLoggedIn: true,
  username: 'ana',
  id: 7,
  organizationId: null,
  profileId: 3,
  roleName: 'RegisteredCitizen',
  expiresAt: '2030-01-01T00:00:00Z',
};

const users: unknown[] = [
  user,
  { ...user, organizationId: 4, extra: 'dropped' },
  { ...user, isLoggedIn: false },
  { ...user, id: 1.5 },
  { ...user, id: '7' },
  { ...user, organizationId: undefined },
  { ...user, profileId: Number.MAX_SAFE_INTEGER + 1 },
  { ...user, roleName: null },
  { ...user, token: undefined },
  null,
  'user',
  [],
];

const bodies: unknown[] = [
  { errors: {} },
  { errors: { name: 'validation_required' }, requestId: 'r1', other: true },
  { errors: { name: 'validation_max_length' }, params: { name: { max: 200, unit: 'chars' } } },
  { errors: { name: 1 } },
  { errors: [] },
  { errors: {}, params: { name: { max: true } } },
  { errors: {}, params: { name: 5 } },
  { errors: {}, params: undefined, requestId: undefined },
  { errors: {}, requestId: 5 },
  { message: 'Not found' },
  null,
  'error',
];

describe('the hand-written checks of the first load', () => {
  it.each(users.map((value) => [JSON.stringify(value) ?? String(value), value]))(
    'reads a stored user as SignedInUser does: %s',
    (_, value) => {
      const parsed = SignedInUser.safeParse(value);
      expect(signedInUserOf(value)).toEqual(parsed.success ? parsed.data : null);
    },
  );

  it.each(bodies.map((value) => [JSON.stringify(value) ?? String(value), value]))(
    'reads an error body as ErrorBody does: %s',
    (_, value) => {
      const parsed = ErrorBody.safeParse(value);
      expect(errorBodyOf(value)).toEqual(parsed.success ? parsed.data : undefined);
    },
  );
});
