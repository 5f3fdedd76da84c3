import type { EndpointAccess } from './endpoint';
import { type AccessRight, enumValues, Profile } from './enums';

/** Every profile: any signed-in caller. */
export const ALL_PROFILES: readonly Profile[] = enumValues(Profile);
export const SIGNED_IN: EndpointAccess = { profiles: ALL_PROFILES };

/** People, as opposed to other systems calling with a REST service user. */
export const PEOPLE: readonly Profile[] = ALL_PROFILES.filter((p) => p !== Profile.ServiceProfile);
export const SIGNED_IN_PEOPLE: EndpointAccess = { profiles: PEOPLE };

/** Citizens with an account of their own (not the anonymous citizen). */
export const REGISTERED_PEOPLE: EndpointAccess = {
  profiles: PEOPLE.filter((p) => p !== Profile.AnonymousCitizen),
};

export const ADMINISTRATORS: EndpointAccess = { profiles: [Profile.Administrator] };

/** Administrators, and holders of any of the given additional access rights. */
export function administratorsOr(...rights: AccessRight[]): EndpointAccess {
  return { profiles: [Profile.Administrator], rights };
}

export type Caller = { profileId: number; rights: readonly number[] };

/**
 * The one rule: a public endpoint is open to all; any other to a signed-in caller whose
 * profile is listed or who holds one of the listed rights. The server enforces it and
 * the web shows or hides by it.
 */
export function mayCall(access: EndpointAccess, caller: Caller | null): boolean {
  if ('public' in access) return true;
  if (!caller) return false;
  if ((access.profiles as readonly number[]).includes(caller.profileId)) return true;
  return (access.rights ?? []).some((right) => caller.rights.includes(right));
}

/** Role names as the signed-in record carries them ("Administrator", "RegisteredCitizen"). */
export const roleNames: Record<number, string> = Object.fromEntries(
  Object.entries(Profile).map(([name, id]) => [id, name]),
);
