/** What names a person: the names they gave, or their username. */
export type NamedPerson = { firstName: string | null; lastName: string | null; username: string };

/** A person's full name (their username when they gave none). */
export function fullName(p: NamedPerson): string {
  return [p.firstName, p.lastName].filter(Boolean).join(' ') || p.username;
}
