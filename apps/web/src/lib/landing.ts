import { type Caller, type EndpointAccess, mayCall } from '@portal/contracts';
import { createContext, useCallback, useContext } from 'react';
import { auth, callerOf } from './auth';

/**
 * A page someone lands on after signing in, when they may make calls of `access` (staff who
 * handle complaints: their work queue), instead of the public home page. The lowest `order`
 * that fits wins.
 */
export type Landing = { path: string; access: EndpointAccess; order: number };

export const HOME_PATH = '/home';

/** The page a caller lands on after signing in without a page to return to. */
export function landingFor(caller: Caller | null, landings: readonly Landing[]): string {
  const fitting = landings.filter((l) => mayCall(l.access, caller)).sort((a, b) => a.order - b.order);
  return fitting[0]?.path ?? HOME_PATH;
}

/** The modules' landings; the app provides them (app/providers.tsx), a page without them lands home. */
export const LandingContext = createContext<readonly Landing[]>([]);

/** Where the person signed in now lands: read when called, so right after signing in it knows their rights. */
export function useLanding(): () => string {
  const landings = useContext(LandingContext);
  return useCallback(() => landingFor(callerOf(auth.getSession()), landings), [landings]);
}
