import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { createDraftStore, DRAFT_TTL_MS, type DraftValues, SESSION_KEY } from './report-draft';

const values: DraftValues = {
  title: 'Rupa na cesti',
  description: 'Duboka rupa kod škole.',
  categoryId: 3,
  location: { latitude: 44.54, longitude: 18.67 },
  address: 'Trg slobode 1, Tuzla',
  locationDescription: 'Kod ulaza',
  showName: true,
};

const photo = new File([new Uint8Array([0xff, 0xd8, 1, 2, 3, 0xff, 0xd9])], 'rupa.jpg', {
  type: 'image/jpeg',
  lastModified: 1_700_000_000_000,
});
const document_ = new File(['%PDF-1.7 zapisnik'], 'zapisnik.pdf', { type: 'application/pdf' });

const bytes = async (file: File) => [...new Uint8Array(await file.arrayBuffer())];

afterEach(() => sessionStorage.clear());

describe('the report draft kept while a visitor signs in', () => {
  it('is found by the next page of this tab at once, in memory', async () => {
    const store = createDraftStore({ indexedDB: new IDBFactory(), session: sessionStorage });
    expect(store.current()).toBeNull();
    await store.save({ values, photos: [photo], documents: [] });
    expect(store.current()).toMatchObject({ values, photos: [photo] });
  });

  it('survives a reload or a new tab of the browser with its photos and documents (IndexedDB)', async () => {
    const idb = new IDBFactory();
    await createDraftStore({ indexedDB: idb, session: null }).save({
      values,
      photos: [photo],
      documents: [document_],
    });

    // Another page (the confirmation link opened in a new tab): nothing in memory, no session storage.
    const later = createDraftStore({ indexedDB: idb, session: null });
    expect(later.current()).toBeNull();
    const draft = await later.load();
    expect(draft?.values).toEqual(values);
    expect(draft?.photos.map((f) => [f.name, f.type, f.lastModified])).toEqual([
      ['rupa.jpg', 'image/jpeg', 1_700_000_000_000],
    ]);
    expect(await bytes(draft!.photos[0]!)).toEqual(await bytes(photo));
    expect(draft?.documents.map((f) => f.name)).toEqual(['zapisnik.pdf']);
    expect(await draft!.documents[0]!.text()).toBe('%PDF-1.7 zapisnik');
  });

  it('keeps the text in the tab’s session storage where the browser has no IndexedDB', async () => {
    await createDraftStore({ indexedDB: null, session: sessionStorage }).save({
      values,
      photos: [photo],
      documents: [],
    });
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEY)!)).toMatchObject({ values });
    const draft = await createDraftStore({ indexedDB: null, session: sessionStorage }).load();
    expect(draft).toMatchObject({ values, photos: [], documents: [] });
  });

  it('is dropped after a day', async () => {
    let now = 1_000_000;
    const idb = new IDBFactory();
    const store = createDraftStore({ indexedDB: idb, session: sessionStorage, now: () => now });
    await store.save({ values, photos: [photo], documents: [] });
    now += DRAFT_TTL_MS - 1;
    expect(
      await createDraftStore({ indexedDB: idb, session: sessionStorage, now: () => now }).load(),
    ).not.toBeNull();
    now += 1;
    expect(store.current()).toBeNull();
    expect(
      await createDraftStore({ indexedDB: idb, session: sessionStorage, now: () => now }).load(),
    ).toBeNull();
  });

  it('is forgotten everywhere once sent or discarded', async () => {
    const idb = new IDBFactory();
    const store = createDraftStore({ indexedDB: idb, session: sessionStorage });
    await store.save({ values, photos: [photo], documents: [] });
    await store.clear();
    expect(store.current()).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
    expect(await createDraftStore({ indexedDB: idb, session: sessionStorage }).load()).toBeNull();
  });

  it('ignores what it did not write', async () => {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify({ savedAt: Date.now(), values: { title: 5 } }));
    expect(await createDraftStore({ indexedDB: null, session: sessionStorage }).load()).toBeNull();
    sessionStorage.setItem(SESSION_KEY, '{not json');
    expect(await createDraftStore({ indexedDB: null, session: sessionStorage }).load()).toBeNull();
  });
});
