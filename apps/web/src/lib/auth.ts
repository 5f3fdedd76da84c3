import { type Caller, type EndpointAccess, mayCall, type SignedInUser } from '@portal/contracts';
import { useSyncExternalStore } from 'react';

/** Browser storage keys of the spec: the signed-in record, the rights list, a survey participant. */
export const USER_KEY = 'user';
export const RIGHTS_KEY = 'additionalAccessRights';
export const SURVEY_PARTICIPANT_KEY = 'surveyParticipantId';

export type Session = { user: SignedInUser; rights: number[] };

/**
 * The stored record when it is a `SignedInUser` (the contract's schema, checked by hand so
 * that the first load does not need zod: decision 0017), with only its fields.
 */
export function signedInUserOf(value: unknown): SignedInUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const int = (x: unknown) => Number.isSafeInteger(x);
  const valid =
    typeof v['token'] === 'string' &&
    v['isLoggedIn'] === true &&
    typeof v['username'] === 'string' &&
    int(v['id']) &&
    (v['organizationId'] === null || int(v['organizationId'])) &&
    int(v['profileId']) &&
    typeof v['roleName'] === 'string' &&
    typeof v['expiresAt'] === 'string';
  if (!valid) return null;
  const { token, isLoggedIn, username, id, organizationId, profileId, roleName, expiresAt } = v;
  return { token, isLoggedIn, username, id, organizationId, profileId, roleName, expiresAt } as SignedInUser;
}

function read(storage: Storage): Session | null {
  try {
    const user = signedInUserOf(JSON.parse(storage.getItem(USER_KEY) ?? 'null'));
    const rights = JSON.parse(storage.getItem(RIGHTS_KEY) ?? '[]') as unknown;
    if (!user || new Date(user.expiresAt).getTime() <= Date.now()) return null;
    return {
      user,
      rights: Array.isArray(rights) ? rights.filter((r) => typeof r === 'number') : [],
    };
  } catch {
    return null;
  }
}

/**
 * Who is signed in on this browser, kept in local storage as the spec describes. A
 * change of user (sign-in, sign-out, in this tab or another) is announced to listeners.
 */
export function createAuthStore(storage: Storage = localStorage) {
  let session = read(storage);
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === USER_KEY || event.key === RIGHTS_KEY || event.key === null) {
        session = read(storage);
        emit();
      }
    });
  }
  return {
    getSession: () => session,
    signIn(user: SignedInUser, rights: number[]) {
      storage.setItem(USER_KEY, JSON.stringify(user));
      storage.setItem(RIGHTS_KEY, JSON.stringify(rights));
      session = { user, rights };
      emit();
    },
    /** Forgets the user, their rights and any survey participant id. */
    signOut() {
      for (const key of [USER_KEY, RIGHTS_KEY, SURVEY_PARTICIPANT_KEY]) storage.removeItem(key);
      session = null;
      emit();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type AuthStore = ReturnType<typeof createAuthStore>;

/** Where no browser storage is (the server drawing a page for a visitor): no one is signed in. */
const noStorage: Storage = {
  length: 0,
  clear: () => undefined,
  getItem: () => null,
  key: () => null,
  removeItem: () => undefined,
  setItem: () => undefined,
};

export const auth = createAuthStore(typeof localStorage === 'undefined' ? noStorage : localStorage);

export function useSession(store: AuthStore = auth): Session | null {
  return useSyncExternalStore(store.subscribe, store.getSession, store.getSession);
}

/** The caller as the access rules see it, or null when no one is signed in. */
export function callerOf(session: Session | null): Caller | null {
  return session ? { profileId: session.user.profileId, rights: session.rights } : null;
}

/**
 * Whether the signed-in caller may make calls of this access rule (from contracts): the
 * server decides; this spares buttons that would only be refused.
 */
export function useMayCall(access: EndpointAccess): boolean {
  return mayCall(access, callerOf(useSession()));
}
