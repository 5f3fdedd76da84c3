import { type AnyEndpoint, endpoints, mayCall, Profile } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts';
import { startApp, type TestContext } from '../../../test/harness';

/** A request to an endpoint with placeholder values in its path. */
function call(ctx: TestContext, endpoint: AnyEndpoint, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: endpoint.method,
    url: endpoint.path.replace(/:([A-Za-z]+)/g, '1'),
    headers,
    ...(endpoint.method === 'GET' || endpoint.method === 'DELETE' ? {} : { payload: {} }),
  });
}

/** Endpoints that tell a caller who is not signed in why they must sign in. */
const signInMessages: Record<string, string> = {
  'Complaints.Report': 'must_login_to_report_problem',
  'PublicQuestions.Ask': 'must_login_to_ask_question',
  'Complaints.Support': 'must_register_to_support',
  'Complaints.WithdrawSupport': 'must_register_to_support',
};

const protectedEndpoints = endpoints.filter((e) => !('public' in e.access));
const citizen = { profileId: Profile.RegisteredCitizen, rights: [] };
const staffOnly = protectedEndpoints.filter((e) => !mayCall(e.access, citizen));

describe('access to every endpoint that is not public', () => {
  let ctx: TestContext;
  let citizenHeaders: Record<string, string>;
  beforeAll(async () => {
    ctx = await startApp();
    citizenHeaders = (await signedIn(ctx, { profileId: Profile.RegisteredCitizen })).headers;
  });
  afterAll(() => ctx.close());

  it.each(protectedEndpoints.map((e) => [e.name, e] as const))(
    '%s refuses a caller who is not signed in (401)',
    async (_, endpoint) => {
      const res = await call(ctx, endpoint);
      expect(res.statusCode).toBe(401);
      expect(res.json().errors).toEqual({ general: signInMessages[endpoint.name] ?? 'session_expired' });
    },
  );

  it.each(staffOnly.map((e) => [e.name, e] as const))('%s refuses a citizen (403)', async (_, endpoint) => {
    const res = await call(ctx, endpoint, citizenHeaders);
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toEqual({ general: 'forbidden' });
  });

  it('covers the administration endpoints', () => {
    expect(staffOnly.map((e) => e.name)).toEqual(
      expect.arrayContaining(['Users.GetAll', 'Users.Save', 'RESTServiceUsers.Save']),
    );
  });
});
