import { AddresseeKind, councilMembersPages, MemberType } from '@portal/contracts';
import type { Translate } from '@portal/i18n';

/*
 * Pure helpers of the public question pages: titles, addresses and short texts. Kept apart
 * from the components so that the home page's block of latest questions stays small.
 */

/**
 * A member's title by member type, in the municipality's words: council member and mayor from
 * `common` (with their entity and city variants), the other kinds from the enumeration.
 */
export function memberTitle(t: Translate, memberTypeId: number | null): string {
  if (memberTypeId === MemberType.Mayor) return t('common.mayor.title');
  if (memberTypeId === null || memberTypeId === MemberType.CouncilMember)
    return t('common.councilMember.title');
  return t(`enums.councilMemberType.${memberTypeId}`);
}

/** The kind a question to this member is asked as: the mayor's own, or a council member's. */
export const kindOfMember = (memberTypeId: number): AddresseeKind =>
  memberTypeId === MemberType.Mayor ? AddresseeKind.Mayor : AddresseeKind.CouncilMember;

/** Where an addressee's page is: the member's, the mayor's, or the unit's questions. */
export function addresseePath(addressee: { addresseeKind: number; addresseeId: number }): string {
  if (addressee.addresseeKind === AddresseeKind.Mayor) return councilMembersPages.mayor.path;
  if (addressee.addresseeKind === AddresseeKind.OrganizationalUnit)
    return `${councilMembersPages.unitQuestions.path}?addresseeId=${addressee.addresseeId}`;
  return councilMembersPages.councilMember.to({ id: addressee.addresseeId });
}

/** The list of questions of one kind of addressee. */
export function listPath(kind: number): string {
  if (kind === AddresseeKind.Mayor) return councilMembersPages.mayor.path;
  if (kind === AddresseeKind.OrganizationalUnit) return councilMembersPages.unitQuestions.path;
  return councilMembersPages.councilMemberQuestions.path;
}

/** The form for asking, with whom preselected when given. */
export function askPath(kind?: number, addresseeId?: number): string {
  const params = new URLSearchParams();
  if (kind) params.set('kind', String(kind));
  if (kind && addresseeId) params.set('addresseeId', String(addresseeId));
  const query = params.toString();
  return query ? `${councilMembersPages.ask.path}?${query}` : councilMembersPages.ask.path;
}

/** How many characters of a question a list shows. */
export const SHORT_TEXT = 180;

/** A text cut at a word before `max` characters, with an ellipsis when cut. */
export function shorten(text: string, max = SHORT_TEXT): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?–-]+$/, '')}…`;
}
