import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** The one database type the services see, whichever engine is behind it. */
// No relational schema: every query names its tables through the owning module (decision 016), so
// the connection needs no barrel of all tables (which would put every module below the platform).
export type Database = PgDatabase<PgQueryResultHKT>;
/** A transaction or the database itself: services accept either so callers can compose them. */
export type Executor = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;
