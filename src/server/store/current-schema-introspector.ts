/**
 * PostgreSQL introspection limited to the connection's own schema (its search_path).
 *
 * Kysely's PostgresIntrospector lists the tables of every schema in the database and checks each
 * schema's privileges by name (`has_schema_privilege(nspname, 'USAGE')`); a schema that anything
 * else drops while that query runs (another application sharing the database, another test run)
 * makes the whole query fail with "schema … does not exist", and with it the migrator, which asks
 * for tables to find its own bookkeeping tables at every start. The app only ever works in its
 * current schema, so only that schema is read here; schemas are still listed in full (a plain
 * catalog read, which a concurrent drop cannot break).
 */
import {
  PostgresIntrospector,
  sql,
  type ColumnMetadata,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  type Kysely,
  type SchemaMetadata,
  type TableMetadata,
} from 'kysely';

interface ColumnRow {
  table: string;
  tableKind: string;
  schema: string;
  column: string;
  notNull: boolean;
  hasDefault: boolean;
  type: string;
  typeSchema: string;
  description: string | null;
  serialSequence: string | null;
}

/** Kysely's own bookkeeping tables, left out unless asked for (as Kysely's introspector does). */
const KYSELY_TABLES = ['kysely_migration', 'kysely_migration_lock'];

export class CurrentSchemaIntrospector implements DatabaseIntrospector {
  private readonly everySchema: PostgresIntrospector;

  constructor(private readonly db: Kysely<unknown>) {
    this.everySchema = new PostgresIntrospector(db);
  }

  getSchemas(): Promise<SchemaMetadata[]> {
    return this.everySchema.getSchemas();
  }

  async getTables(
    options: DatabaseMetadataOptions = { withInternalKyselyTables: false },
  ): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow>`
      select c.relname as "table", c.relkind as "tableKind", ns.nspname as "schema",
             a.attname as "column", a.attnotnull as "notNull", a.atthasdef as "hasDefault",
             typ.typname as "type", dtns.nspname as "typeSchema",
             col_description(a.attrelid, a.attnum) as "description",
             pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname)
               as "serialSequence"
      from pg_catalog.pg_attribute a
      join pg_catalog.pg_class c on a.attrelid = c.oid
      join pg_catalog.pg_namespace ns on c.relnamespace = ns.oid
      join pg_catalog.pg_type typ on a.atttypid = typ.oid
      join pg_catalog.pg_namespace dtns on typ.typnamespace = dtns.oid
      where ns.nspname = current_schema()
        and c.relkind in ('r', 'v', 'p')
        and a.attnum >= 0 and not a.attisdropped
      order by c.relname, a.attnum`.execute(this.db);

    const tables = new Map<string, TableMetadata & { columns: ColumnMetadata[] }>();
    for (const row of rows) {
      if (!options.withInternalKyselyTables && KYSELY_TABLES.includes(row.table)) continue;
      let table = tables.get(row.table);
      if (!table) {
        table = { name: row.table, schema: row.schema, isView: row.tableKind === 'v', columns: [] };
        tables.set(row.table, table);
      }
      table.columns.push({
        name: row.column,
        dataType: row.type,
        dataTypeSchema: row.typeSchema,
        isNullable: !row.notNull,
        isAutoIncrementing: row.serialSequence !== null,
        hasDefaultValue: row.hasDefault,
        comment: row.description ?? undefined,
      });
    }
    return [...tables.values()];
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}
