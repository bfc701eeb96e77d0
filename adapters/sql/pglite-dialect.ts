import { type messages, type PGlite, protocol, types } from '@electric-sql/pglite';
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { EMBEDDED_DATABASE_BUSY } from './database-faults.ts';

const { serialize } = protocol;
type BackendMessage = { readonly name: string };

/**
 * Kysely over embedded PGlite (Postgres compiled to WebAssembly): the same SQL as PostgreSQL, no
 * server to install. PGlite runs one statement at a time in this process, so the driver hands out
 * its single connection to one holder at a time; a transaction keeps it until commit or rollback.
 *
 * Reads, writes and transaction control run as named prepared statements kept in PGlite's session:
 * a call is then one bind, execute and sync in a single protocol message, where PGlite's query()
 * makes six passes into the WebAssembly module (parse, describe, bind, describe, execute, sync) and
 * plans the statement anew every time — about ten times the cost of a primary-key read
 * (docs/operations.md "Performance"). The statements kept are bounded: the least recently used is
 * closed when the cache is full. Anything else (DDL, several statements) goes through query().
 *
 * A statement kept prepared runs with Postgres' generic plan from its sixth call on, planned without
 * its parameters' values. So no statement may need a parameter where Postgres needs a constant when
 * planning: the predicate of a partial unique index named in ON CONFLICT is written as a literal
 * (`sql.lit`). The test databases plan every statement generically from the first call
 * (tests/repositories/databases.ts), so a statement that breaks this fails in every suite at once.
 */
const PREPARED_STATEMENTS = 200;

const PREPARABLE = /^\s*(select|insert|update|delete|with|begin|commit|rollback)\b/i;

type Prepared = {
  readonly name: string;
  readonly paramTypes: readonly number[];
  readonly fields: readonly { readonly name: string; readonly dataTypeID: number }[];
};

const concat = (parts: readonly Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

/** A statement PGlite no longer has, or whose plan a schema change made unusable: prepare it again. */
const isStalePlan = (error: unknown): boolean => {
  const code = (error as { code?: unknown }).code;
  return code === '0A000' || code === '26000';
};

/** Rows changed, as PGlite's query() counts them from the command tags. */
const affectedRowsOf = (messages: readonly BackendMessage[]): number | undefined => {
  let affected: number | undefined;
  for (const message of messages) {
    if (message.name !== 'commandComplete') continue;
    const words = (message as messages.CommandCompleteMessage).text.split(' ');
    const count = Number.parseInt(words[words.length - 1] ?? '', 10);
    if (['INSERT', 'UPDATE', 'DELETE', 'MERGE', 'COPY'].includes(words[0] ?? '') && !Number.isNaN(count))
      affected = (affected ?? 0) + count;
  }
  return affected;
};

/**
 * PGlite has no OpenTelemetry instrumentation: the connection gives each statement of a traced
 * request a span, named and attributed as @opentelemetry/instrumentation-pg names PostgreSQL's
 * (`pg.query:SELECT`, db.system.name, db.query.text), so both databases' traces read alike. The
 * text is Kysely's, with placeholders: parameter values never reach a span, nor does an error's
 * message (it may quote a value), only its SQLSTATE. Without an active span — tracing off (the API
 * is then a no-op), or SQL outside a request — no span is made, as the pg instrumentation is set up.
 */
const tracer = trace.getTracer('portal-pglite-dialect');

const operationOf = (sql: string): string => (/^\s*(\w+)/.exec(sql)?.[1] ?? '').toUpperCase();

const traced = async <T>(sql: string, run: () => Promise<T>): Promise<T> => {
  if (!trace.getActiveSpan()) return run();
  const span = tracer.startSpan(`pg.query:${operationOf(sql)}`, {
    kind: SpanKind.CLIENT,
    attributes: { 'db.system.name': 'postgresql', 'db.query.text': sql },
  });
  try {
    return await run();
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const described = `PostgreSQL error of type '${(error as Error).name}' occurred (code: ${String(code ?? 'UNKNOWN')})`;
    if (typeof code === 'string') span.setAttribute('error.type', code);
    span.recordException(described);
    span.setStatus({ code: SpanStatusCode.ERROR, message: described });
    throw error;
  } finally {
    span.end();
  }
};

class PGliteConnection implements DatabaseConnection {
  readonly #db: PGlite;
  readonly #prepared = new Map<string, Prepared>();
  #nextName = 0;

  constructor(db: PGlite) {
    this.#db = db;
  }

  executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    return traced(compiledQuery.sql, () => this.#run<R>(compiledQuery));
  }

  async #run<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    if (!PREPARABLE.test(compiledQuery.sql)) {
      const result = await this.#db.query<R>(compiledQuery.sql, [...compiledQuery.parameters]);
      return {
        rows: result.rows,
        ...(result.affectedRows === undefined ? {} : { numAffectedRows: BigInt(result.affectedRows) }),
      };
    }
    try {
      return await this.#execute<R>(compiledQuery);
    } catch (error) {
      if (!isStalePlan(error)) throw error;
      this.#prepared.delete(compiledQuery.sql);
      return await this.#execute<R>(compiledQuery);
    }
  }

  async #execute<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const statement = await this.#statementFor(compiledQuery.sql);
    const values = compiledQuery.parameters.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = this.#db.serializers[statement.paramTypes[index] ?? 0];
      return serializer ? serializer(value) : String(value);
    });
    const { messages: answer } = await this.#db.execProtocol(
      concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    );
    const rows: R[] = [];
    for (const message of answer) {
      if (message.name !== 'dataRow') continue;
      const row: Record<string, unknown> = {};
      (message as messages.DataRowMessage).fields.forEach((text, index) => {
        const field = statement.fields[index];
        if (field) row[field.name] = types.parseType(text, field.dataTypeID, this.#db.parsers);
      });
      rows.push(row as R);
    }
    const affected = affectedRowsOf(answer);
    return { rows, ...(affected === undefined ? {} : { numAffectedRows: BigInt(affected) }) };
  }

  async #statementFor(sql: string): Promise<Prepared> {
    const known = this.#prepared.get(sql);
    if (known) {
      // Most recently used last: the first entry is the one to close when the cache is full.
      this.#prepared.delete(sql);
      this.#prepared.set(sql, known);
      return known;
    }
    if (this.#prepared.size >= PREPARED_STATEMENTS) {
      const [oldestSql, oldest] = this.#prepared.entries().next().value as [string, Prepared];
      this.#prepared.delete(oldestSql);
      await this.#db.execProtocol(
        concat([serialize.close({ type: 'S', name: oldest.name }), serialize.sync()]),
      );
    }
    const name = `portal_${++this.#nextName}`;
    const { messages: answer } = await this.#db.execProtocol(
      concat([
        serialize.parse({ name, text: sql }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
    );
    const parameters = answer.find((message) => message.name === 'parameterDescription') as
      | messages.ParameterDescriptionMessage
      | undefined;
    const description = answer.find((message) => message.name === 'rowDescription') as
      | messages.RowDescriptionMessage
      | undefined;
    const prepared: Prepared = {
      name,
      paramTypes: parameters?.dataTypeIDs ?? [],
      fields: description?.fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID })) ?? [],
    };
    this.#prepared.set(sql, prepared);
    return prepared;
  }

  // biome-ignore lint/correctness/useYield: streaming is not offered by PGlite; Kysely asks only when a query uses .stream().
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not stream query results');
  }
}

/**
 * How long a statement waits for PGlite's one connection: past it the call is answered 503 (the
 * connection held too long, by a transaction that should not be that long) instead of waiting on.
 */
export const PGLITE_ACQUIRE_TIMEOUT_MS = 30_000;

const busy = () =>
  Object.assign(new Error("the embedded database's connection stayed taken past the wait's limit"), {
    code: EMBEDDED_DATABASE_BUSY,
  });

class PGliteDriver implements Driver {
  readonly #db: PGlite;
  readonly #connection: PGliteConnection;
  readonly #acquireTimeoutMs: number;
  #queue: Promise<void> = Promise.resolve();
  #release: (() => void) | undefined;
  readonly #onDestroy: () => void;

  constructor(db: PGlite, acquireTimeoutMs: number, onDestroy: () => void) {
    this.#db = db;
    this.#connection = new PGliteConnection(db);
    this.#acquireTimeoutMs = acquireTimeoutMs;
    this.#onDestroy = onDestroy;
  }

  async init(): Promise<void> {
    await this.#db.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#queue;
    let release!: () => void;
    this.#queue = new Promise((resolve) => {
      release = resolve;
    });
    let timer: NodeJS.Timeout | undefined;
    const inTurn = await Promise.race([
      previous.then(() => true),
      new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), this.#acquireTimeoutMs);
      }),
    ]);
    clearTimeout(timer);
    if (!inTurn) {
      // Its place in the line passes on to the next as soon as its turn comes.
      void previous.then(release);
      throw busy();
    }
    this.#release = release;
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await connection.executeQuery(CompiledQuery.raw(`begin${isolation}`));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }

  async destroy(): Promise<void> {
    try {
      await this.#db.close();
    } finally {
      this.#onDestroy();
    }
  }
}

/** PostgreSQL's adapter, by a name of its own: what tells a database in the process (isEmbedded). */
export class PGliteAdapter extends PostgresAdapter {}

/**
 * Whether the database runs in the process (PGlite): no round trips to save, and a statement's
 * planning costs several times what it does on PostgreSQL.
 */
export const isEmbedded = (db: { getExecutor(): { readonly adapter: unknown } }): boolean =>
  db.getExecutor().adapter instanceof PGliteAdapter;

export class PGliteDialect implements Dialect {
  readonly #db: PGlite;
  readonly #acquireTimeoutMs: number;
  readonly #onDestroy: () => void;

  /** onDestroy: after the database has closed (the data directory's lock released). */
  constructor(
    db: PGlite,
    options: { readonly acquireTimeoutMs?: number; readonly onDestroy?: () => void } = {},
  ) {
    this.#db = db;
    this.#acquireTimeoutMs = options.acquireTimeoutMs ?? PGLITE_ACQUIRE_TIMEOUT_MS;
    this.#onDestroy = options.onDestroy ?? (() => {});
  }

  createAdapter() {
    return new PGliteAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.#db, this.#acquireTimeoutMs, this.#onDestroy);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }

  // biome-ignore lint/suspicious/noExplicitAny: Kysely's introspector takes any database.
  createIntrospector(db: Kysely<any>) {
    return new PostgresIntrospector(db);
  }
}
