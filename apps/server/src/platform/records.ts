import { DataStatus } from '@portal/contracts';
import { latinToCyrillic } from '@portal/i18n/server';
import { badRequest } from './errors';

/** The SQLSTATE and constraint of a database error, through the driver's and Drizzle's wrapping. */
export function databaseError(error: unknown): { code?: string; constraint?: string } {
  for (let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined; e;) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      return { code: e.code, constraint: typeof e.constraint === 'string' ? e.constraint : undefined };
    }
    e = e.cause as typeof e;
  }
  return {};
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Runs a delete; when other records still refer to the row, nothing is deleted and the
 * caller is told "deletion not possible".
 */
export async function deleteUnlessReferenced<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (databaseError(error).code === FOREIGN_KEY_VIOLATION) throw badRequest('deletion_not_possible');
    throw error;
  }
}

export type KnownDataStatus = (typeof DataStatus)[keyof typeof DataStatus];

/** The data status of a saved record or child record; any other value: "data not saved". */
export function dataStatusOf(value: number, field = 'dataStatus'): KnownDataStatus {
  if ((Object.values(DataStatus) as number[]).includes(value)) return value as KnownDataStatus;
  throw badRequest('data_not_saved_unknown_status', field);
}

/**
 * Child records saved with their parent: each goes to the handler of its data status,
 * in the order given (deletions first, so a replaced entry frees its place).
 */
export async function saveChildren<C extends { dataStatus: number }>(
  children: readonly C[],
  handlers: {
    created(child: C): Promise<unknown>;
    updated(child: C): Promise<unknown>;
    deleted(child: C): Promise<unknown>;
  },
  field = 'children',
): Promise<void> {
  const statuses = children.map((child, i) => dataStatusOf(child.dataStatus, `${field}.${i}.dataStatus`));
  const order = [DataStatus.Deleted, DataStatus.Updated, DataStatus.Created] as const;
  for (const status of order) {
    for (const [i, child] of children.entries()) {
      if (statuses[i] !== status) continue;
      if (status === DataStatus.Deleted) await handlers.deleted(child);
      else if (status === DataStatus.Updated) await handlers.updated(child);
      else await handlers.created(child);
    }
  }
}

export type Translated = { bs: string; hr: string; sr_cyr: string };

/**
 * A text in the three languages as stored: trimmed; an empty Croatian text takes the
 * Bosnian one, an empty Serbian Cyrillic text its transliteration.
 */
export function completeTranslation(text: Translated): Translated {
  const bs = text.bs.trim();
  const hr = text.hr.trim() || bs;
  const sr = text.sr_cyr.trim() || latinToCyrillic(bs || hr);
  return { bs, hr, sr_cyr: sr };
}

/**
 * A record saved by its data status, the spec's one save call for create, change and delete:
 * a new record must come with id 0; "unchanged" answers the record as it is; "deleted"
 * answers the record as it was before the deletion; any other status saves nothing.
 */
export async function saveByDataStatus<T>(
  input: { id: number; dataStatus: number },
  handlers: {
    created(): Promise<T>;
    updated(): Promise<T>;
    get(id: number): Promise<T>;
    remove(id: number): Promise<unknown>;
  },
): Promise<T> {
  switch (dataStatusOf(input.dataStatus)) {
    case DataStatus.Created:
      if (input.id !== 0) throw badRequest('data_invalid', 'id');
      return handlers.created();
    case DataStatus.Updated:
      return handlers.updated();
    case DataStatus.Unchanged:
      return handlers.get(input.id);
    case DataStatus.Deleted: {
      const before = await handlers.get(input.id);
      await handlers.remove(input.id);
      return before;
    }
  }
}
