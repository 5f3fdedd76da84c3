import { MemberType, type PublicCouncil, type PublicCouncilMember } from '@portal/contracts';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import type { FileStorage } from '../../platform/files/storage';
import type { FileResult } from '../../platform/http';
import { byName, inLanguage, keyOf, nameOf } from './council-members.present';
import * as repo from './council-members.repository';

/** How long a browser or proxy may keep a member's picture (a replaced one shows within minutes). */
const PICTURE_CACHE_SECONDS = 300;

/**
 * The council as the public meets it (decision 0028): the active members of a convocation,
 * the mayor, one member's page with their picture, party and biography, and the questions
 * and answers the public sees counted for each.
 */
export function createPublicCouncil(deps: { db: Db; storage: FileStorage }) {
  const { db, storage } = deps;

  const present = (r: repo.PublicMemberRow, languageId: number): PublicCouncilMember => {
    const language = keyOf(languageId);
    return {
      id: r.id,
      name: nameOf(r),
      memberTypeId: r.memberTypeId,
      politicalPartyName: r.partyName[language] || r.partyName.bs,
      politicalPartyShortName: r.partyShortName[language] || r.partyShortName.bs,
      convocationName: inLanguage(r.convocationName, languageId),
      hasPicture: r.pictureKey !== null,
      active: r.active,
      biography: inLanguage(r.biography, languageId),
      questionCount: r.questionCount,
      answeredCount: r.answeredCount,
    };
  };

  /** The mayor first, then by member type, then by surname and name in the page's language. */
  function ordered(rows: repo.PublicMemberRow[], languageId: number): repo.PublicMemberRow[] {
    const compare = byName(languageId);
    const rank = (r: repo.PublicMemberRow) => (r.memberTypeId === MemberType.Mayor ? 0 : r.memberTypeId);
    return [...rows].sort((a, b) => rank(a) - rank(b) || compare(a, b) || a.id - b.id);
  }

  /**
   * The convocations with active members, newest first, and the active members of the one
   * asked for; without one, of the current convocation (or, when it has none yet, the newest
   * that has). A convocation of another municipality is not found.
   */
  async function council(
    municipalityId: number,
    languageId: number,
    convocationId?: number,
  ): Promise<PublicCouncil> {
    const convocations = await repo.convocationsWithMembers(db, municipalityId);
    let shown: number | null;
    if (convocationId) {
      if (!(await repo.findConvocation(db, municipalityId, convocationId)))
        throw notFound('record_not_found', 'convocationId');
      shown = convocationId;
    } else {
      shown = (convocations.find((c) => c.isCurrent && c.active) ?? convocations[0])?.id ?? null;
    }
    const members = shown ? await repo.listActiveMembers(db, municipalityId, { convocationId: shown }) : [];
    return {
      convocations: convocations.map((c) => ({
        id: c.id,
        name: inLanguage(c.name, languageId),
        startDate: c.startDate,
        endDate: c.endDate,
        current: c.isCurrent && c.active,
      })),
      convocationId: shown,
      members: ordered(members, languageId).map((m) => present(m, languageId)),
    };
  }

  /** An active member; an inactive or unknown one, or another municipality's, is not found. */
  async function member(
    municipalityId: number,
    id: number,
    languageId: number,
  ): Promise<PublicCouncilMember> {
    const [row] = await repo.listActiveMembers(db, municipalityId, { id });
    if (!row) throw notFound();
    return present(row, languageId);
  }

  /** The active mayor of the current convocation, or null when none is recorded. */
  async function mayor(municipalityId: number, languageId: number): Promise<PublicCouncilMember | null> {
    const [row] = await repo.listActiveMembers(db, municipalityId, { mayorOfCurrent: true });
    return row ? present(row, languageId) : null;
  }

  /** An active member's picture, or its thumbnail (`small`); nothing of an inactive member. */
  async function picture(municipalityId: number, id: number, size: 'small' | 'full'): Promise<FileResult> {
    const found = await repo.findActivePicture(db, municipalityId, id);
    if (!found) throw notFound();
    const key = size === 'small' && found.thumbnailKey ? found.thumbnailKey : found.key;
    const data = await storage.get(key);
    if (!data) throw notFound('file_not_found');
    return { data, contentType: found.contentType, cacheSeconds: PICTURE_CACHE_SECONDS };
  }

  return { council, member, mayor, picture };
}

export type PublicCouncilService = ReturnType<typeof createPublicCouncil>;
