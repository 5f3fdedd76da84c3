import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import {
  completeTranslation,
  databaseError,
  dataStatusOf,
  deleteUnlessReferenced,
  saveByDataStatus,
  saveChildren,
} from './records';

describe('data status', () => {
  it('knows the four statuses of the spec and refuses any other', () => {
    expect([1, 2, 3, 4].map((s) => dataStatusOf(s))).toEqual([1, 2, 3, 4]);
    for (const unknown of [0, 5, -1, 2.5]) {
      expect(() => dataStatusOf(unknown)).toThrow(AppError);
    }
    try {
      dataStatusOf(9, 'items.2.dataStatus');
    } catch (error) {
      expect((error as AppError).body()).toEqual({
        errors: { 'items.2.dataStatus': 'data_not_saved_unknown_status' },
      });
    }
  });

  it('saves child records by their status: deletions first, unchanged ones left alone', async () => {
    const done: string[] = [];
    const handlers = {
      created: async (c: { name: string }) => void done.push(`+${c.name}`),
      updated: async (c: { name: string }) => void done.push(`~${c.name}`),
      deleted: async (c: { name: string }) => void done.push(`-${c.name}`),
    };
    await saveChildren<{ name: string; dataStatus: number }>(
      [
        { name: 'a', dataStatus: 2 },
        { name: 'b', dataStatus: 1 },
        { name: 'c', dataStatus: 4 },
        { name: 'd', dataStatus: 3 },
      ],
      handlers,
    );
    expect(done).toEqual(['-c', '~d', '+a']);
  });

  it('saves no child when one of them has an unknown status', async () => {
    const done: string[] = [];
    const save = saveChildren<{ name: string; dataStatus: number }>(
      [
        { name: 'a', dataStatus: 2 },
        { name: 'b', dataStatus: 8 },
      ],
      {
        created: async () => void done.push('created'),
        updated: async () => void done.push('updated'),
        deleted: async () => void done.push('deleted'),
      },
      'documents',
    );
    await expect(save).rejects.toMatchObject({
      key: 'data_not_saved_unknown_status',
      field: 'documents.1.dataStatus',
    });
    expect(done).toEqual([]);
  });
});

describe('saving a record by its data status', () => {
  function recorder() {
    const calls: string[] = [];
    const handlers = {
      created: async () => (calls.push('created'), 'new'),
      updated: async () => (calls.push('updated'), 'changed'),
      get: async (id: number) => (calls.push(`get ${id}`), `record ${id}`),
      remove: async (id: number) => calls.push(`remove ${id}`),
    };
    return { calls, handlers };
  }

  it('creates, changes, answers as it is, and deletes answering the record as it was', async () => {
    // The spec's values: 1 unchanged, 2 created, 3 updated, 4 deleted.
    const created = recorder();
    expect(await saveByDataStatus({ id: 0, dataStatus: 2 }, created.handlers)).toBe('new');
    const updated = recorder();
    expect(await saveByDataStatus({ id: 5, dataStatus: 3 }, updated.handlers)).toBe('changed');
    const unchanged = recorder();
    expect(await saveByDataStatus({ id: 5, dataStatus: 1 }, unchanged.handlers)).toBe('record 5');
    const deleted = recorder();
    expect(await saveByDataStatus({ id: 5, dataStatus: 4 }, deleted.handlers)).toBe('record 5');
    expect([created.calls, updated.calls, unchanged.calls, deleted.calls]).toEqual([
      ['created'],
      ['updated'],
      ['get 5'],
      ['get 5', 'remove 5'],
    ]);
  });

  it('refuses a new record that names an id, and an unknown status, saving nothing', async () => {
    const { calls, handlers } = recorder();
    await expect(saveByDataStatus({ id: 3, dataStatus: 2 }, handlers)).rejects.toMatchObject({
      key: 'data_invalid',
      field: 'id',
    });
    await expect(saveByDataStatus({ id: 3, dataStatus: 7 }, handlers)).rejects.toMatchObject({
      key: 'data_not_saved_unknown_status',
      field: 'dataStatus',
    });
    expect(calls).toEqual([]);
  });
});

describe('texts in three languages', () => {
  it('fills the empty Croatian from Bosnian and the empty Serbian by transliteration', () => {
    expect(completeTranslation({ bs: ' Ljubinje i Njivice, džamija ', hr: '', sr_cyr: '' })).toEqual({
      bs: 'Ljubinje i Njivice, džamija',
      hr: 'Ljubinje i Njivice, džamija',
      sr_cyr: 'Љубиње и Њивице, џамија',
    });
    expect(completeTranslation({ bs: 'Odjeljenje za đačke domove', hr: 'Odjel', sr_cyr: '' }).sr_cyr).toBe(
      'Одјељење за ђачке домове',
    );
  });

  it('keeps file formats and key names in Latin in the transliterated Serbian', () => {
    expect(completeTranslation({ bs: 'Zapisnici (PDF, docx)', hr: '', sr_cyr: '' }).sr_cyr).toBe(
      'Записници (PDF, docx)',
    );
    expect(completeTranslation({ bs: 'Odžaci', hr: '', sr_cyr: '' }).sr_cyr).toBe('Оџаци');
  });

  it('keeps texts that were given', () => {
    expect(completeTranslation({ bs: 'Opština', hr: 'Općina', sr_cyr: 'Општина' })).toEqual({
      bs: 'Opština',
      hr: 'Općina',
      sr_cyr: 'Општина',
    });
  });
});

describe('database refusals', () => {
  it('finds the SQLSTATE through the wrappers of the driver and Drizzle', () => {
    const driver = Object.assign(new Error('violates'), { code: '23503', constraint: 'x_fk' });
    expect(databaseError(new Error('Failed query', { cause: driver }))).toEqual({
      code: '23503',
      constraint: 'x_fk',
    });
    expect(databaseError(new Error('plain'))).toEqual({});
    expect(databaseError(Object.assign(new Error('node'), { code: 'ECONNRESET' }))).toEqual({});
  });

  it('turns a delete that would orphan records into "deletion not possible"', async () => {
    const referenced = Object.assign(new Error('violates'), { code: '23503' });
    await expect(
      deleteUnlessReferenced(() => Promise.reject(new Error('q', { cause: referenced }))),
    ).rejects.toMatchObject({
      key: 'deletion_not_possible',
    });
    await expect(deleteUnlessReferenced(() => Promise.resolve(true))).resolves.toBe(true);
    const other = new Error('disk full');
    await expect(deleteUnlessReferenced(() => Promise.reject(other))).rejects.toBe(other);
  });
});
