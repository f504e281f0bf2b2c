/**
 * Queries built and compiled once, run many times with new values (issue 15). Building a
 * Kysely query, running the CamelCasePlugin over it and compiling it to SQL cost about a tenth
 * of the server's time under the write load (`node --cpu-prof`), for the same few statements on
 * every request: the session lookup and a stored analysis's three inserts.
 *
 * A query is built once with `slot(name)` where a value goes; compiling it leaves each slot's
 * marker among the parameters, and `bind` puts the values in their place. Values are always
 * parameters in Kysely (never spliced into the SQL), so the SQL text is the same for every
 * value, and the rows still pass through the plugins' result transforms (snake_case →
 * camelCase) when the bound query is run with `executeQuery`.
 *
 * Reads whose SQL has a few shapes (a journal page: its order, which cursors, a limit or not)
 * keep one statement per shape in a `PrecompiledCache`.
 */
import type { Compilable, CompiledQuery } from 'kysely';

const MARK = '\u0000tonelens-slot:';

/** Where a value goes in a query built once (typed as the value it stands for). */
export function slot<T = string>(name: string): T {
  return `${MARK}${name}` as unknown as T;
}

type Source = { slot: string } | { value: unknown };

export class Precompiled<Row, Name extends string = string> {
  private readonly compiled: CompiledQuery<Row>;
  private readonly sources: Source[];

  constructor(query: Compilable<Row>, names: readonly Name[]) {
    this.compiled = query.compile();
    this.sources = this.compiled.parameters.map((value) =>
      typeof value === 'string' && value.startsWith(MARK) ? { slot: value.slice(MARK.length) } : { value },
    );
    const found = new Set(this.sources.flatMap((source) => ('slot' in source ? [source.slot] : [])));
    for (const name of names) {
      if (!found.has(name)) throw new Error(`precompiled query has no slot '${name}': ${this.compiled.sql}`);
    }
    for (const name of found) {
      if (!names.includes(name as Name)) throw new Error(`precompiled query's slot '${name}' is not named`);
    }
  }

  /** The compiled query with `values` in its slots, for `executeQuery`. */
  bind(values: Record<Name, unknown>): CompiledQuery<Row> {
    const parameters = this.sources.map((source) =>
      'slot' in source ? values[source.slot as Name] : source.value,
    );
    return { ...this.compiled, parameters };
  }

  get sql(): string {
    return this.compiled.sql;
  }
}

/**
 * Queries compiled once per key (a dialect and a query's shape), built on first use. The keys
 * come from the code, never from input, so the cache stays small; it is emptied past a bound
 * all the same (a full cache only costs a rebuild, never a wrong answer).
 */
export class PrecompiledCache {
  private readonly queries = new Map<string, Precompiled<unknown>>();

  constructor(private readonly capacity = 128) {}

  get<Row, Name extends string>(key: string, build: () => Precompiled<Row, Name>): Precompiled<Row, Name> {
    let query = this.queries.get(key) as Precompiled<Row, Name> | undefined;
    if (!query) {
      query = build();
      if (this.queries.size >= this.capacity) this.queries.clear();
      this.queries.set(key, query as unknown as Precompiled<unknown>);
    }
    return query;
  }
}
