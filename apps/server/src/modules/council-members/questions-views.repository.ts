import type { Translated } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database';
import { appUser } from '../accounts/accounts.schema';
import { organizationalUnit, politicalParty } from '../code-lists/code-lists.schema';
import { councilMember, question } from './council-members.schema';

// A question as every read of it names it: its addressee (member and party, or unit), asker and answerer.

export type QuestionRow = typeof question.$inferSelect;

export const memberUser = alias(appUser, 'member_user');
const asker = alias(appUser, 'asker');
const answerer = alias(appUser, 'answerer');

/** A person's names as `platform/people` presents them. */
export type Names = { firstName: string | null; lastName: string | null; username: string };

/** A question with what names it: its addressee (member and party, or unit), asker and answerer. */
export type QuestionView = QuestionRow & {
  memberTypeId: number | null;
  memberUserId: number | null;
  member: Names | null;
  partyShortName: Translated | null;
  unitName: Translated | null;
  asker: Names & { languageId: number };
  answerer: Names | null;
};

const viewColumns = {
  question,
  memberTypeId: councilMember.memberTypeId,
  memberUserId: councilMember.userId,
  memberFirstName: memberUser.firstName,
  memberLastName: memberUser.lastName,
  memberUsername: memberUser.username,
  partyShortName: politicalParty.shortName,
  unitName: organizationalUnit.name,
  askerFirstName: asker.firstName,
  askerLastName: asker.lastName,
  askerUsername: asker.username,
  askerLanguageId: asker.languageId,
  answererFirstName: answerer.firstName,
  answererLastName: answerer.lastName,
  answererUsername: answerer.username,
};

type ViewRecord = {
  question: QuestionRow;
  memberTypeId: number | null;
  memberUserId: number | null;
  memberFirstName: string | null;
  memberLastName: string | null;
  memberUsername: string | null;
  partyShortName: Translated | null;
  unitName: Translated | null;
  askerFirstName: string | null;
  askerLastName: string | null;
  askerUsername: string;
  askerLanguageId: number;
  answererFirstName: string | null;
  answererLastName: string | null;
  answererUsername: string | null;
};

export const viewOf = (r: ViewRecord): QuestionView => ({
  ...r.question,
  memberTypeId: r.memberTypeId,
  memberUserId: r.memberUserId,
  member:
    r.memberUsername === null
      ? null
      : { firstName: r.memberFirstName, lastName: r.memberLastName, username: r.memberUsername },
  partyShortName: r.partyShortName,
  unitName: r.unitName,
  asker: {
    firstName: r.askerFirstName,
    lastName: r.askerLastName,
    username: r.askerUsername,
    languageId: r.askerLanguageId,
  },
  answerer:
    r.answererUsername === null
      ? null
      : { firstName: r.answererFirstName, lastName: r.answererLastName, username: r.answererUsername },
});

export function selectViews(db: Db) {
  return db
    .select(viewColumns)
    .from(question)
    .leftJoin(councilMember, eq(councilMember.id, question.councilMemberId))
    .leftJoin(memberUser, eq(memberUser.id, councilMember.userId))
    .leftJoin(politicalParty, eq(politicalParty.id, councilMember.politicalPartyId))
    .leftJoin(organizationalUnit, eq(organizationalUnit.id, question.organizationalUnitId))
    .innerJoin(asker, eq(asker.id, question.askerId))
    .leftJoin(answerer, eq(answerer.id, question.answeredBy));
}
