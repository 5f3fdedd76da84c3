import {
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

/** A statement kept in the embedded database: its name, its parameters' types and its rows' description. */
type Statement = { name: string; paramTypes: number[]; described: BackendMessages };
type BackendMessages = Awaited<ReturnType<PGlite['execProtocolStream']>>;

/** What Drizzle's PGlite driver calls on its client: queries, and queries in a transaction. */
export type StatementClient = Pick<PGlite, 'query' | 'transaction'>;

const { serialize } = protocol;
/** Statement names, unique in the process (one embedded database may have several of these clients). */
let serial = 0;

/**
 * PGlite's `query` parses, describes and plans its statement on every call, in five calls
 * into its WebAssembly PostgreSQL, and the server's one thread waits for all of them: for the
 * portal's reads (joins, aggregated child rows) that is most of a request's time on the
 * embedded database. This client keeps each statement it is given as a named prepared
 * statement of the embedded database, keyed by its text, and runs it again by binding the
 * parameters alone, in one call (decision 0030). The `max` most recently used are kept; older
 * ones are closed with the next new one. Statements are not transactional: one prepared inside
 * a transaction that rolls back stays valid, and PostgreSQL plans a kept statement again when
 * a table it reads changes.
 *
 * It is used with the server's file systems (a data folder, or memory for tests), which write
 * through: PGlite's own `query` asks them to sync after each statement, and they do nothing.
 */
export function withStatementCache(
  client: PGlite,
  max = 200,
): StatementClient & { readonly kept: number; generation(tables?: readonly string[]): number } {
  const statements = new Map<string, Statement>();
  const closing: string[] = [];
  /** Changes of any table, and of each table a statement named (the rest: `unknown`). */
  let writes = 0;
  let unknown = 0;
  const tableWrites = new Map<string, number>();
  /** The tables the transaction under way changed (PGlite runs one at a time, alone). */
  let changedInTransaction: Set<string | null> | null = null;
  const changed = (table: string | null) => {
    writes += 1;
    if (table === null) unknown += 1;
    else tableWrites.set(table, (tableWrites.get(table) ?? 0) + 1);
    changedInTransaction?.add(table);
  };

  async function prepare(text: string, options: QueryOptions | undefined): Promise<Statement> {
    const name = `pq${++serial}`;
    const closes = closing.splice(0).map((old) => serialize.close({ type: 'S', name: old }));
    const messages = await client.execProtocolStream(
      concat([
        ...closes,
        serialize.parse({ name, text, types: options?.paramTypes }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const parameters = messages.find((m) => m.name === 'parameterDescription') as
      { dataTypeIDs: number[] } | undefined;
    const statement: Statement = {
      name,
      paramTypes: parameters?.dataTypeIDs ?? [],
      described: messages.filter((m) => m.name === 'rowDescription'),
    };
    if (statements.size >= max) {
      const [oldestText, oldest] = statements.entries().next().value!;
      statements.delete(oldestText);
      closing.push(oldest.name);
    }
    statements.set(text, statement);
    return statement;
  }

  /** Runs `text` as PGlite's `query` does (same parameters, same results), through a kept statement. */
  async function run(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results> {
    try {
      let statement = statements.get(text);
      if (statement) {
        // Most recently used last: the map's first entry is the one to close.
        statements.delete(text);
        statements.set(text, statement);
      } else {
        statement = await prepare(text, options);
      }
      const types = statement.paramTypes;
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const type = types[i]!;
        const serializer = options?.serializers?.[type] ?? client.serializers[type];
        return serializer ? serializer(value) : String(value);
      });
      const messages = await client.execProtocolStream(
        concat([
          serialize.bind({ statement: statement.name, values: values as string[] }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      const result = parse.parseResults([...statement.described, ...messages], client.parsers, options)[0]!;
      if (changes(text, result)) changed(targetOf(text));
      return result;
    } catch (error) {
      if (error && typeof error === 'object' && 'code' in error) {
        // A kept statement whose table changed its columns since ("cached plan must not change
        // result type"): prepared afresh on its next call.
        if (error.code === '0A000' && statements.has(text)) {
          closing.push(statements.get(text)!.name);
          statements.delete(text);
        }
        // As PGlite's own `query` reports it: the statement and its parameters on the error.
        Object.assign(error, { query: text, params, queryOptions: options });
      }
      throw error;
    }
  }

  return {
    get kept() {
      return statements.size;
    },
    /**
     * A number that changes with every change of the data of these tables (of any table when
     * none are named), decision 0030: the embedded database is this process's alone, so what
     * it counted from them is still true while this number stands. A change whose table is not
     * known (DDL, a data-changing `with`) changes every table's number.
     */
    generation(tables?: readonly string[]) {
      if (!tables) return writes;
      return tables.reduce((sum, table) => sum + (tableWrites.get(table) ?? 0), unknown);
    },
    // As PGlite's own: after any transaction, then one statement at a time.
    async query<T>(text: string, params?: unknown[], options?: QueryOptions) {
      await client._checkReady();
      return (await client._runExclusiveTransaction(() =>
        client._runExclusiveQuery(() => run(text, params, options)),
      )) as Results<T>;
    },
    async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
      const touched = new Set<string | null>();
      try {
        return await client.transaction((tx) => {
          changedInTransaction = touched;
          return callback({
            ...tx,
            get closed() {
              return tx.closed;
            },
            async query<R>(text: string, params?: unknown[], options?: QueryOptions) {
              if (tx.closed) throw new Error('Transaction is closed');
              return (await client._runExclusiveQuery(() => run(text, params, options))) as Results<R>;
            },
          });
        });
      } finally {
        // Its changes counted as they ran; once more at its end, committed or rolled back.
        changedInTransaction = null;
        for (const table of touched) changed(table);
      }
    },
  };
}

/**
 * Whether a statement that ran may have changed data: a read does not (a plain select), nor
 * an insert, update or delete that touched no row (a background job finding nothing to do);
 * anything else does (a statement of a `with` that answered rows, DDL, truncate).
 */
function changes(text: string, result: Results): boolean {
  const command = (result as Results & { command?: string }).command;
  if (command === 'SELECT') return !/^\s*select\b/i.test(text);
  if (command === 'INSERT' || command === 'UPDATE' || command === 'DELETE' || command === 'MERGE')
    return result.affectedRows !== 0;
  return true;
}

/** The table an insert, update or delete names (as Drizzle writes them), else null. */
function targetOf(text: string): string | null {
  const match = /^\s*(?:insert\s+into|update|delete\s+from)\s+(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?/i.exec(
    text,
  );
  return match ? match[1]!.toLowerCase() : null;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.length;
  }
  return joined;
}
