import { Client } from 'pg';

/**
 * The role the app logs in with: it owns the `cantina` database and everything in it, and is not
 * a superuser (nor may it create roles or databases), so a SQL injection or a stolen URL cannot
 * reach beyond Cantina's own data or run programs on the host.
 */
export const APP_ROLE = 'cantina_app';

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates (or updates) the app role and the database it owns, and hands it every object a previous
 * version created as the superuser (data dirs from before the app role existed).
 * `superUrl` has no database name.
 */
export async function ensureAppDatabase(superUrl: string, database: string, appPassword: string): Promise<void> {
  await withClient(`${superUrl}/postgres`, async (client) => {
    const role = client.escapeIdentifier(APP_ROLE);
    const found = await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [APP_ROLE]);
    if (found.rowCount === 0) await client.query(`CREATE ROLE ${role}`);
    await client.query(
      `ALTER ROLE ${role} WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS ` +
        `PASSWORD ${client.escapeLiteral(appPassword)}`,
    );
    const db = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (db.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)} OWNER ${role}`);
    else await client.query(`ALTER DATABASE ${client.escapeIdentifier(database)} OWNER TO ${role}`);
  });
  await withClient(`${superUrl}/${database}`, (client) => handOverObjects(client));
}

/** ALTER ... OWNER TO the app role for every schema, table, view, free sequence, type and function of ours. */
async function handOverObjects(client: Client): Promise<void> {
  const { rows } = await client.query<{ statement: string }>(
    `WITH user_schemas AS (
       SELECT nspname FROM pg_namespace
        WHERE nspname NOT IN ('pg_catalog', 'information_schema') AND nspname NOT LIKE 'pg\\_%'
     )
     SELECT format('ALTER SCHEMA %I OWNER TO %I', nspname, $1::text) AS statement
       FROM pg_namespace
      WHERE nspname IN (SELECT nspname FROM user_schemas) AND nspname <> 'public'
        AND pg_get_userbyid(nspowner) <> $1
     UNION ALL
     SELECT format('ALTER %s %s OWNER TO %I',
              CASE c.relkind WHEN 'S' THEN 'SEQUENCE' WHEN 'v' THEN 'VIEW'
                             WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'f' THEN 'FOREIGN TABLE' ELSE 'TABLE' END,
              c.oid::regclass, $1::text) AS statement
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname IN (SELECT nspname FROM user_schemas) AND c.relkind IN ('r', 'p', 'v', 'm', 'f', 'S')
        AND pg_get_userbyid(c.relowner) <> $1
        -- sequences of serial/identity columns follow their table
        AND NOT (c.relkind = 'S' AND EXISTS (
              SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype IN ('a', 'i')))
     UNION ALL
     SELECT format('ALTER TYPE %s OWNER TO %I', t.oid::regtype, $1::text)
       FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
      WHERE n.nspname IN (SELECT nspname FROM user_schemas) AND t.typtype IN ('e', 'd', 'r', 'm')
        AND pg_get_userbyid(t.typowner) <> $1
     UNION ALL
     SELECT format('ALTER ROUTINE %s OWNER TO %I', p.oid::regprocedure, $1::text)
       FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname IN (SELECT nspname FROM user_schemas) AND pg_get_userbyid(p.proowner) <> $1`,
    [APP_ROLE],
  );
  if (rows.length === 0) return;
  await client.query('BEGIN');
  for (const { statement } of rows) await client.query(statement);
  await client.query('COMMIT');
}
