/** What names a person: the names they gave, or their username. */
export type NamedPerson = { firstName: string | null; lastName: string | null; username: string };

/** A person's full name (their username when they gave none). */
export function fullName(p: NamedPerson): string {
  return [p.firstName, p.lastName].filter(Boolean).join(' ') || p.username;
}

/** The name shown to the public: first name and the initial of the last, so a citizen is not exposed. */
export function shortName(p: NamedPerson): string {
  if (!p.firstName) return p.username;
  return p.lastName ? `${p.firstName} ${p.lastName.charAt(0)}.` : p.firstName;
}
