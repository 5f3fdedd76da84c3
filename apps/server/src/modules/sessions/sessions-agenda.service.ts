import { type AgendaItemDetails, type AgendaSave, DataStatus } from '@portal/contracts';
import type { z } from 'zod';
import type { Principal } from '../../platform/auth/auth';
import type { Db } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { badRequest, notFound } from '../../platform/errors';
import { completeTranslation, databaseError, UNIQUE_VIOLATION } from '../../platform/records';
import { removeVotes } from '../../platform/votes/votes';
import type { SessionDeps, SessionsCore } from './sessions.core';
import { agendaItemVote } from './sessions.declarations';
import { councilOf, documentOf, filesByItem, noVotes } from './sessions.present';
import * as repo from './sessions.repository';

type SavedAgenda = z.output<typeof AgendaSave>;

/**
 * A session's agenda (decision 0027): items and one level of sub-items, saved by data status
 * in one transaction, numbers unique and proposed by the server; an item with votes or
 * comments is not deleted.
 */
export function createSessionAgenda(deps: SessionDeps, core: SessionsCore) {
  const { db } = deps;
  const { load, activityOf, takeFiles, removeStored } = core;

  async function agenda(p: Principal, sessionId: number): Promise<AgendaItemDetails[]> {
    await load(p, sessionId);
    const [activity, files] = await Promise.all([
      activityOf(p.municipalityId, [sessionId]),
      repo.listSessionFiles(db, p.municipalityId, [sessionId]),
    ]);
    const byItem = filesByItem(files);
    return activity.agenda.map((item) => ({
      id: item.id,
      parentId: item.parentId,
      ordinalNumber: item.ordinalNumber,
      subNumber: item.subNumber,
      name: item.name,
      description: item.description,
      statusId: item.statusId,
      documents: (byItem.get(item.id) ?? []).map(documentOf),
      votes: activity.votes.get(item.id) ?? noVotes(),
      commentCount: activity.itemComments.get(item.id) ?? 0,
      council: councilOf(item),
    }));
  }

  /**
   * Items (and their sub-items) with votes or comments are not deleted. Checked in the deleting
   * transaction with the items locked first, so that a vote being cast on one is either counted
   * here or waits and finds the item gone.
   */
  async function assertDeletable(
    tx: Db,
    p: Principal,
    sessionId: number,
    ids: readonly number[],
  ): Promise<void> {
    if (ids.length === 0) return;
    await repo.lockAgendaItems(tx, { municipalityId: p.municipalityId, ids }, 'update');
    const activity = await activityOf(p.municipalityId, [sessionId], tx);
    const doomed = new Set(ids);
    for (const item of activity.agenda) {
      if (!doomed.has(item.id) && !(item.parentId !== null && doomed.has(item.parentId))) continue;
      const tally = activity.votes.get(item.id)!;
      const used =
        tally.for +
        tally.against +
        tally.abstained +
        tally.absent +
        (activity.itemComments.get(item.id) ?? 0);
      if (used > 0) throw badRequest('deletion_not_possible');
    }
  }

  async function saveAgenda(p: Principal, input: SavedAgenda): Promise<AgendaItemDetails[]> {
    const deleted = input.items.filter((r) => r.dataStatus === DataStatus.Deleted).map((r) => r.key);
    const keys = await inTransaction(db, async (tx) => {
      await load(p, input.sessionId, tx, true);
      await assertDeletable(tx, p, input.sessionId, deleted);
      const existing = await repo.listAgenda(tx, p.municipalityId, [input.sessionId]);
      const kept = new Map(existing.map((a) => [a.id, a]));
      for (const [i, row] of input.items.entries()) {
        if (row.dataStatus !== DataStatus.Created && !kept.has(row.key))
          throw badRequest('record_not_found', `items.${i}.key`);
      }
      const removedKeys = await repo.sessionFileKeys(tx, input.sessionId, deleted);
      const gone = await repo.deleteAgendaItems(tx, input.sessionId, deleted);
      await removeVotes(tx, agendaItemVote, { municipalityId: p.municipalityId, subjectIds: gone });
      // Resolve each row's parent: a kept item's id, or a new row's key; one level only.
      const idOfKey = new Map<number, number>(
        existing.filter((a) => !gone.includes(a.id)).map((a) => [a.id, a.id]),
      );
      const rowsOf = (status: number) => input.items.filter((r) => r.dataStatus === status);
      const parentOf = (row: SavedAgenda['items'][number], index: number): repo.AgendaItemRow | null => {
        if (row.parentKey === null) return null;
        const parentId = idOfKey.get(row.parentKey);
        const parent = parentId === undefined ? undefined : (kept.get(parentId) ?? createdRows.get(parentId));
        if (!parent || parent.parentId !== null) throw badRequest('data_invalid', `items.${index}.parentKey`);
        return parent;
      };
      const createdRows = new Map<number, repo.AgendaItemRow>();
      const valuesOf = (row: SavedAgenda['items'][number], parent: repo.AgendaItemRow | null) => ({
        parentId: parent?.id ?? null,
        // A sub-item carries its item's number ("3.1"); an item's sub-number is 0.
        ordinalNumber: parent ? parent.ordinalNumber : row.ordinalNumber,
        subNumber: parent ? Math.max(1, row.subNumber) : 0,
        name: completeTranslation(row.name),
        description: completeTranslation(row.description),
        statusId: row.statusId,
        councilDecisionId: row.council.decisionId,
        councilFor: row.council.for,
        councilAgainst: row.council.against,
        councilAbstained: row.council.abstained,
      });
      const fileKeys: string[] = [...removedKeys];
      try {
        const updated = rowsOf(DataStatus.Updated);
        await repo.parkAgendaNumbers(
          tx,
          input.sessionId,
          updated.map((r) => r.key),
        );
        // Items before sub-items, so that a sub-item takes its item's new number.
        const ordered = [...updated].sort(
          (a, b) => Number(a.parentKey !== null) - Number(b.parentKey !== null),
        );
        for (const row of ordered) {
          const index = input.items.indexOf(row);
          const values = valuesOf(row, parentOf(row, index));
          await repo.updateAgendaItem(tx, input.sessionId, row.key, values);
          kept.set(row.key, { ...kept.get(row.key)!, ...values });
          fileKeys.push(
            ...(await repo.deleteSessionFiles(tx, {
              sessionId: input.sessionId,
              agendaItemId: row.key,
              ids: row.removedDocumentIds,
            })),
          );
          await takeFiles(
            tx,
            p,
            { sessionId: input.sessionId, agendaItemId: row.key },
            { documents: row.documentIds },
          );
        }
        // Sub-items of kept items follow their item's number.
        for (const item of kept.values()) {
          if (item.parentId === null || gone.includes(item.id)) continue;
          const parent = kept.get(item.parentId);
          if (
            parent &&
            parent.ordinalNumber !== item.ordinalNumber &&
            !updated.some((r) => r.key === item.id)
          ) {
            await repo.parkAgendaNumbers(tx, input.sessionId, [item.id]);
            await repo.updateAgendaItem(tx, input.sessionId, item.id, {
              ordinalNumber: parent.ordinalNumber,
              subNumber: item.subNumber,
            });
          }
        }
        const created = rowsOf(DataStatus.Created).sort(
          (a, b) => Number(a.parentKey !== null) - Number(b.parentKey !== null),
        );
        for (const row of created) {
          const index = input.items.indexOf(row);
          const values = valuesOf(row, parentOf(row, index));
          const id = await repo.insertAgendaItem(tx, {
            ...values,
            municipalityId: p.municipalityId,
            sessionId: input.sessionId,
          });
          idOfKey.set(row.key, id);
          createdRows.set(id, {
            ...values,
            id,
            municipalityId: p.municipalityId,
            sessionId: input.sessionId,
          } as repo.AgendaItemRow);
          await takeFiles(
            tx,
            p,
            { sessionId: input.sessionId, agendaItemId: id },
            { documents: row.documentIds },
          );
        }
      } catch (error) {
        if (databaseError(error).code === UNIQUE_VIOLATION)
          throw badRequest('item_number_already_exists', 'items');
        throw error;
      }
      return fileKeys;
    });
    await removeStored(keys);
    return agenda(p, input.sessionId);
  }

  async function deleteAgendaItem(p: Principal, id: number): Promise<void> {
    const item = await repo.findAgendaItem(db, p.municipalityId, id);
    if (!item) throw notFound();
    const keys = await inTransaction(db, async (tx) => {
      await assertDeletable(tx, p, item.sessionId, [id]);
      const fileKeys = await repo.sessionFileKeys(tx, item.sessionId, [id]);
      const gone = await repo.deleteAgendaItems(tx, item.sessionId, [id]);
      const subKeys = await repo.sessionFileKeys(tx, item.sessionId, gone);
      await removeVotes(tx, agendaItemVote, { municipalityId: p.municipalityId, subjectIds: gone });
      return [...fileKeys, ...subKeys];
    });
    await removeStored(keys);
  }

  async function nextNumber(p: Principal, sessionId: number, parentId: number) {
    await load(p, sessionId);
    if (parentId === 0)
      return { ordinalNumber: (await repo.highestNumber(db, sessionId, null)) + 1, subNumber: 0 };
    const parent = await repo.findAgendaItem(db, p.municipalityId, parentId);
    if (!parent || parent.sessionId !== sessionId || parent.parentId !== null)
      throw notFound('record_not_found', 'parentId');
    return {
      ordinalNumber: parent.ordinalNumber,
      subNumber: (await repo.highestNumber(db, sessionId, parentId)) + 1,
    };
  }

  return { agenda, saveAgenda, deleteAgendaItem, nextNumber };
}
