import type { Position } from '../../../components/map';

/**
 * A report written by a visitor who is not signed in yet, kept while they sign in or register
 * (decision in the report: nothing is lost on the way). The text, the pin and the category are
 * kept in memory, in the tab's session storage and in IndexedDB; the photos and documents, which
 * cannot be sent before signing in, in memory and in IndexedDB. IndexedDB is what a confirmation
 * link opened in a new tab of the same browser finds; session storage is the fallback for the
 * text where IndexedDB is not available (some private windows). A draft older than a day is
 * dropped; sending the report or discarding it removes it everywhere.
 */

export type DraftValues = {
  title: string;
  description: string;
  categoryId: number | null;
  location: Position | null;
  address: string;
  locationDescription: string;
  showName: boolean;
};

export type ReportDraft = { values: DraftValues; photos: File[]; documents: File[]; savedAt: number };

/** How long a draft waits for its writer. */
export const DRAFT_TTL_MS = 24 * 60 * 60 * 1000;

const DATABASE = 'portal-report-draft';
const STORE = 'drafts';
const KEY = 'report';
export const SESSION_KEY = 'complaints.reportDraft';

type StoredFile = { name: string; type: string; lastModified: number; bytes: ArrayBuffer };
type Stored = {
  savedAt: number;
  values: DraftValues;
  photos: StoredFile[];
  documents: StoredFile[];
};

const storedFile = async (file: File): Promise<StoredFile> => ({
  name: file.name,
  type: file.type,
  lastModified: file.lastModified,
  bytes: await file.arrayBuffer(),
});
const fileOf = (stored: StoredFile) =>
  new File([stored.bytes], stored.name, { type: stored.type, lastModified: stored.lastModified });

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB'));
  });
}

/** Whether a value read back is a draft this code wrote (a later version may write another shape). */
function isValues(value: unknown): value is DraftValues {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v['title'] === 'string' &&
    typeof v['description'] === 'string' &&
    typeof v['address'] === 'string' &&
    typeof v['locationDescription'] === 'string' &&
    typeof v['showName'] === 'boolean' &&
    (v['categoryId'] === null || typeof v['categoryId'] === 'number') &&
    (v['location'] === null || typeof v['location'] === 'object')
  );
}

export type DraftStoreOptions = {
  /** IndexedDB; none where the browser has none (the text then lives in session storage only). */
  indexedDB?: IDBFactory | null;
  session?: Storage | null;
  now?: () => number;
};

export function createDraftStore(options: DraftStoreOptions = {}) {
  const idb = options.indexedDB === undefined ? (globalThis.indexedDB ?? null) : options.indexedDB;
  const session =
    options.session === undefined
      ? typeof sessionStorage === 'undefined'
        ? null
        : sessionStorage
      : options.session;
  const now = options.now ?? Date.now;
  let memory: ReportDraft | null = null;

  async function open(): Promise<IDBDatabase | null> {
    if (!idb) return null;
    try {
      const req = idb.open(DATABASE, 1);
      req.onupgradeneeded = () => req.result.createObjectStore(STORE);
      return await request(req);
    } catch {
      return null;
    }
  }

  async function inStore<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>) {
    const database = await open();
    if (!database) return null;
    try {
      const tx = database.transaction(STORE, mode);
      const done = new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error ?? new Error('IndexedDB'));
        tx.onabort = () => reject(tx.error ?? new Error('IndexedDB'));
      });
      const result = await request(act(tx.objectStore(STORE)));
      await done;
      return result;
    } catch {
      return null;
    } finally {
      database.close();
    }
  }

  const fresh = (savedAt: unknown) => typeof savedAt === 'number' && now() - savedAt < DRAFT_TTL_MS;

  function fromSession(): ReportDraft | null {
    try {
      const stored = JSON.parse(session?.getItem(SESSION_KEY) ?? 'null') as Partial<Stored> | null;
      if (!stored || !fresh(stored.savedAt) || !isValues(stored.values)) return null;
      return { values: stored.values, photos: [], documents: [], savedAt: stored.savedAt! };
    } catch {
      return null;
    }
  }

  const store = {
    /** Keeps the draft everywhere it can; resolves once IndexedDB has it (or cannot take it). */
    async save(draft: Omit<ReportDraft, 'savedAt'>): Promise<void> {
      const savedAt = now();
      memory = { ...draft, savedAt };
      try {
        session?.setItem(SESSION_KEY, JSON.stringify({ savedAt, values: draft.values }));
      } catch {
        // Full or forbidden: memory and IndexedDB still have it.
      }
      let stored: Stored;
      try {
        stored = {
          savedAt,
          values: draft.values,
          photos: await Promise.all(draft.photos.map(storedFile)),
          documents: await Promise.all(draft.documents.map(storedFile)),
        };
      } catch {
        return;
      }
      await inStore('readwrite', (s) => s.put(stored, KEY));
    },

    /** The draft kept in this tab's memory, at once; null when there is none. */
    current(): ReportDraft | null {
      if (memory && !fresh(memory.savedAt)) memory = null;
      return memory;
    },

    /** The draft from wherever it was kept (memory, IndexedDB, session storage); null when none is fresh. */
    async load(): Promise<ReportDraft | null> {
      const kept = store.current();
      if (kept) return kept;
      const stored = (await inStore('readonly', (s) => s.get(KEY) as IDBRequest<Stored | undefined>)) ?? null;
      if (stored && fresh(stored.savedAt) && isValues(stored.values)) {
        memory = {
          values: stored.values,
          photos: (stored.photos ?? []).map(fileOf),
          documents: (stored.documents ?? []).map(fileOf),
          savedAt: stored.savedAt,
        };
        return memory;
      }
      const text = fromSession();
      if (text) return (memory = text);
      if (stored) await store.clear();
      return null;
    },

    /** Forgets the draft everywhere (sent, or discarded by its writer). */
    async clear(): Promise<void> {
      memory = null;
      try {
        session?.removeItem(SESSION_KEY);
      } catch {
        // Nothing to forget there.
      }
      await inStore('readwrite', (s) => s.delete(KEY));
    },
  };
  return store;
}

export type DraftStore = ReturnType<typeof createDraftStore>;

/** The report form's drafts in this browser. */
export const reportDrafts = createDraftStore();
