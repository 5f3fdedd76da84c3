import { type AgendaItemDetails, type AgendaItemSave, DataStatus, SessionStatus } from '@portal/contracts';

/**
 * One row of the agenda editor, as the save sends it but with the choices that may still be
 * empty. Rows are only ever appended: a removed new row stays, marked Deleted, and is left
 * out of the save, so that each row keeps its place (and its fields' names) in the form.
 */
export type AgendaRow = Omit<
  AgendaItemSave,
  'statusId' | 'documentIds' | 'removedDocumentIds' | 'council'
> & {
  statusId: number | null;
  documentIds: string[];
  removedDocumentIds: number[];
  council: {
    decisionId: number | null;
    for: number | null;
    against: number | null;
    abstained: number | null;
  };
};

const emptyText = { bs: '', hr: '', sr_cyr: '' };

export const isItem = (row: AgendaRow) => row.parentKey === null;
export const isShown = (row: AgendaRow) => row.dataStatus !== DataStatus.Deleted;

/** A saved item as the editor starts from it: its key is its id, unchanged so far. */
export function rowOf(item: AgendaItemDetails): AgendaRow {
  return {
    key: item.id,
    dataStatus: DataStatus.Unchanged,
    parentKey: item.parentId,
    ordinalNumber: item.ordinalNumber,
    subNumber: item.subNumber,
    name: { ...item.name },
    description: { ...item.description },
    statusId: item.statusId,
    documentIds: [],
    removedDocumentIds: [],
    council: {
      decisionId: item.council.decisionId,
      for: item.council.for,
      against: item.council.against,
      abstained: item.council.abstained,
    },
  };
}

/** The key of the next new row: negative, below every key so far. */
export function nextKey(rows: readonly AgendaRow[]): number {
  return Math.min(0, ...rows.map((row) => row.key)) - 1;
}

/** "3." for an item, "3.1." for a sub-item. */
export function numberOf(row: Pick<AgendaRow, 'ordinalNumber' | 'subNumber' | 'parentKey'>): string {
  return row.parentKey === null ? `${row.ordinalNumber}.` : `${row.ordinalNumber}.${row.subNumber}.`;
}

/**
 * The server's proposal, unless a row not saved yet holds it already: then the next after
 * the highest number in use.
 */
export function freeNumber(proposed: number, inUse: readonly number[]): number {
  return inUse.includes(proposed) ? Math.max(...inUse) + 1 : proposed;
}

export function newItem(rows: readonly AgendaRow[], proposed: number): AgendaRow {
  const numbers = rows.filter((row) => isShown(row) && isItem(row)).map((row) => row.ordinalNumber);
  return blank(nextKey(rows), null, freeNumber(proposed, numbers), 0);
}

export function newSubItem(rows: readonly AgendaRow[], parent: AgendaRow, proposed: number): AgendaRow {
  const numbers = childrenOf(rows, parent.key).map((row) => row.subNumber);
  return blank(nextKey(rows), parent.key, parent.ordinalNumber, freeNumber(proposed, numbers));
}

function blank(key: number, parentKey: number | null, ordinalNumber: number, subNumber: number): AgendaRow {
  return {
    key,
    dataStatus: DataStatus.Created,
    parentKey,
    ordinalNumber,
    subNumber,
    name: { ...emptyText },
    description: { ...emptyText },
    statusId: SessionStatus.InPreparation,
    documentIds: [],
    removedDocumentIds: [],
    council: { decisionId: null, for: null, against: null, abstained: null },
  };
}

/** The shown sub-items of an item, by sub-number. */
export function childrenOf(rows: readonly AgendaRow[], parentKey: number): AgendaRow[] {
  return rows
    .filter((row) => isShown(row) && row.parentKey === parentKey)
    .sort((a, b) => a.subNumber - b.subNumber);
}

/** The shown rows in reading order, each with its place in `rows`: items by number, each followed by its sub-items. */
export function inOrder(rows: readonly AgendaRow[]): { row: AgendaRow; index: number }[] {
  const indexOf = new Map(rows.map((row, index) => [row.key, index]));
  const items = rows
    .filter((row) => isShown(row) && isItem(row))
    .sort((a, b) => a.ordinalNumber - b.ordinalNumber);
  return items.flatMap((item) =>
    [item, ...childrenOf(rows, item.key)].map((row) => ({ row, index: indexOf.get(row.key)! })),
  );
}

/** The changes of a removal: a row and its sub-items marked Deleted. */
export function removal(rows: readonly AgendaRow[], key: number): { index: number; row: AgendaRow }[] {
  return rows.flatMap((row, index) =>
    row.key === key || row.parentKey === key
      ? [{ index, row: { ...row, dataStatus: DataStatus.Deleted } }]
      : [],
  );
}

/**
 * The changes of moving a row up (-1) or down (1) among its siblings: it swaps its number
 * with its neighbour's (ordinal for items, sub-number for sub-items); an item's sub-items
 * follow its new number. None at either end.
 */
export function move(
  rows: readonly AgendaRow[],
  key: number,
  direction: -1 | 1,
): { index: number; row: AgendaRow }[] {
  const row = rows.find((r) => r.key === key);
  if (!row) return [];
  const field = isItem(row) ? 'ordinalNumber' : 'subNumber';
  const siblings = rows
    .filter((r) => isShown(r) && r.parentKey === row.parentKey)
    .sort((a, b) => a[field] - b[field]);
  const neighbour = siblings[siblings.indexOf(row) + direction];
  if (!neighbour) return [];
  const changed = new Map<number, AgendaRow>([
    [row.key, { ...row, [field]: neighbour[field] }],
    [neighbour.key, { ...neighbour, [field]: row[field] }],
  ]);
  if (isItem(row)) {
    for (const parent of [row, neighbour]) {
      const ordinalNumber = changed.get(parent.key)!.ordinalNumber;
      for (const child of rows.filter((r) => r.parentKey === parent.key))
        changed.set(child.key, { ...child, ordinalNumber });
    }
  }
  return rows.flatMap((r, index) => (changed.has(r.key) ? [{ index, row: changed.get(r.key)! }] : []));
}

const comparable = (row: AgendaRow) =>
  JSON.stringify([
    row.parentKey,
    row.ordinalNumber,
    row.subNumber,
    row.name.bs,
    row.name.hr,
    row.name.sr_cyr,
    row.description?.bs,
    row.description?.hr,
    row.description?.sr_cyr,
    row.statusId,
    row.documentIds,
    row.removedDocumentIds,
    row.council.decisionId,
    row.council.for,
    row.council.against,
    row.council.abstained,
  ]);

/**
 * The rows the save sends, each with its data status: new rows Created (a new row removed
 * again is not sent), removed kept rows Deleted, kept rows Updated when they differ from
 * `originals` and Unchanged otherwise. A sub-item takes its item's ordinal number. `sent`
 * gives each sent row's place in `rows`.
 */
export function toSave(
  rows: readonly AgendaRow[],
  originals: ReadonlyMap<number, AgendaRow>,
): { items: AgendaItemSave[]; sent: number[] } {
  const ordinalOf = new Map(rows.filter(isItem).map((row) => [row.key, row.ordinalNumber]));
  const items: AgendaItemSave[] = [];
  const sent: number[] = [];
  rows.forEach((row, index) => {
    if (row.key < 0 && row.dataStatus === DataStatus.Deleted) return;
    const normal = {
      ...row,
      ordinalNumber:
        row.parentKey === null ? row.ordinalNumber : (ordinalOf.get(row.parentKey) ?? row.ordinalNumber),
    };
    const original = originals.get(row.key);
    const dataStatus =
      row.key < 0
        ? DataStatus.Created
        : row.dataStatus === DataStatus.Deleted
          ? DataStatus.Deleted
          : original && comparable(original) === comparable(normal)
            ? DataStatus.Unchanged
            : DataStatus.Updated;
    items.push({ ...normal, dataStatus } as AgendaItemSave);
    sent.push(index);
  });
  return { items, sent };
}
