import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { useMigratedDatabase } from "./backend";

// The bootstrap (supabase/local/bootstrap.sql) against the real platform schema: what our
// migrations reference in `auth` and `storage` must exist here as upstream defines it, and the
// role migrations run as must have a hosted project's rights, not a superuser's
// (docs/architecture.md, "The database's hosted shape").
//
// UPSTREAM is the schema upstream's own migrations build, read from a Postgres 17 database made by
// supabase/postgres migrations/db/init-scripts (00000000000001-auth-schema.sql,
// 00000000000002-storage-schema.sql), then every migration of supabase/auth (migrations/, through
// 20240214120130_add_is_anonymous_column.up.sql for auth.users) and of supabase/storage
// (migrations/tenant, through 0062-object-versioning-core.sql): column name -> type (udt name; *
// marks a generated column), and function signature -> result. Update it from upstream when a
// migration needs more of the platform schema.
const UPSTREAM = {
  tables: {
    "auth.users": {
      instance_id: "uuid",
      id: "uuid",
      aud: "varchar",
      role: "varchar",
      email: "varchar",
      encrypted_password: "varchar",
      email_confirmed_at: "timestamptz",
      invited_at: "timestamptz",
      confirmation_token: "varchar",
      confirmation_sent_at: "timestamptz",
      recovery_token: "varchar",
      recovery_sent_at: "timestamptz",
      email_change_token_new: "varchar",
      email_change: "varchar",
      email_change_sent_at: "timestamptz",
      last_sign_in_at: "timestamptz",
      raw_app_meta_data: "jsonb",
      raw_user_meta_data: "jsonb",
      is_super_admin: "bool",
      created_at: "timestamptz",
      updated_at: "timestamptz",
      phone: "text",
      phone_confirmed_at: "timestamptz",
      phone_change: "text",
      phone_change_token: "varchar",
      phone_change_sent_at: "timestamptz",
      confirmed_at: "timestamptz*",
      email_change_token_current: "varchar",
      email_change_confirm_status: "int2",
      banned_until: "timestamptz",
      reauthentication_token: "varchar",
      reauthentication_sent_at: "timestamptz",
      is_sso_user: "bool",
      deleted_at: "timestamptz",
      is_anonymous: "bool",
    },
    "auth.identities": {
      provider_id: "text",
      user_id: "uuid",
      identity_data: "jsonb",
      provider: "text",
      last_sign_in_at: "timestamptz",
      created_at: "timestamptz",
      updated_at: "timestamptz",
      email: "text*",
      id: "uuid",
    },
    "storage.buckets": {
      id: "text",
      name: "text",
      owner: "uuid",
      created_at: "timestamptz",
      updated_at: "timestamptz",
      public: "bool",
      avif_autodetection: "bool",
      file_size_limit: "int8",
      allowed_mime_types: "_text",
      owner_id: "text",
      type: "buckettype",
      versioning_status: "text",
    },
    "storage.objects": {
      id: "uuid",
      bucket_id: "text",
      name: "text",
      owner: "uuid",
      created_at: "timestamptz",
      updated_at: "timestamptz",
      last_accessed_at: "timestamptz",
      metadata: "jsonb",
      path_tokens: "_text*",
      version: "text",
      owner_id: "text",
      user_metadata: "jsonb",
      archived_at: "timestamptz",
      is_delete_marker: "bool",
      is_versioned: "bool",
    },
  } as Record<string, Record<string, string>>,
  functions: {
    "auth.uid()": "uuid",
    "auth.role()": "text",
    "auth.email()": "text",
    "auth.jwt()": "jsonb",
    "storage.foldername(name text)": "text[]",
    "storage.filename(name text)": "text",
    "storage.extension(name text)": "text",
  } as Record<string, string>,
};

const migrationsDir = join(import.meta.dirname, "..", "..", "supabase", "migrations");

/** Every `auth.x` and `storage.x` the migrations name (comments included: a name there is a promise too). */
function referencedPlatformNames(): string[] {
  const names = new Set<string>();
  for (const file of readdirSync(migrationsDir).filter((f) => f.endsWith(".sql"))) {
    const text = readFileSync(join(migrationsDir, file), "utf8");
    for (const match of text.matchAll(/\b(auth|storage)\.([a-z_][a-z0-9_]*)\b/gi)) {
      names.add(`${match[1]}.${match[2]}`.toLowerCase());
    }
  }
  return [...names].sort();
}

const upstreamNames = () =>
  new Set([...Object.keys(UPSTREAM.tables), ...Object.keys(UPSTREAM.functions).map((f) => f.replace(/\(.*$/, ""))]);

const database = useMigratedDatabase();

describe("what the migrations reference in auth and storage", () => {
  it("is all known from upstream's schema", () => {
    const referenced = referencedPlatformNames();
    expect(referenced).toEqual(
      expect.arrayContaining(["auth.uid", "auth.users", "storage.buckets", "storage.objects"]),
    );
    const known = upstreamNames();
    expect(referenced.filter((name) => !known.has(name))).toEqual([]);
  });

  it("is defined by the bootstrap as upstream defines it: every column with its type, every function with its signature", async () => {
    const sql = database.sql;
    for (const [table, columns] of Object.entries(UPSTREAM.tables)) {
      const [schema, name] = table.split(".");
      const rows = await sql<{ column_name: string; udt_name: string; is_generated: string }[]>`
        select column_name, udt_name, is_generated from information_schema.columns
        where table_schema = ${schema} and table_name = ${name}`;
      const local = Object.fromEntries(
        rows.map((r) => [r.column_name, `${r.udt_name}${r.is_generated === "ALWAYS" ? "*" : ""}`]),
      );
      const missing = Object.entries(columns).filter(([column, type]) => local[column] !== type);
      expect({ table, missing }).toEqual({ table, missing: [] });
    }
    for (const [signature, result] of Object.entries(UPSTREAM.functions)) {
      const [, schema, name] = /^(\w+)\.(\w+)\(/.exec(signature)!;
      const rows = await sql<{ args: string; result: string }[]>`
        select pg_get_function_identity_arguments(p.oid) as args, pg_get_function_result(p.oid) as result
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = ${schema} and p.proname = ${name}`;
      const local = rows.map((r) => [`${schema}.${name}(${r.args})`, r.result]);
      expect(local).toContainEqual([signature, result]);
    }
  });

  it("refuses a plain SQL delete of storage objects, as Storage's protect_delete trigger does", async () => {
    const refused = await database.sql`delete from storage.objects where false`.catch(
      (error: { code?: string }) => error,
    );
    expect(refused).toMatchObject({ code: "42501" });
  });
});

describe("the role migrations run as", () => {
  it("is postgres without superuser rights, with a hosted project's: create roles, bypass RLS, no member of Auth's or Storage's admin roles", async () => {
    const [role] = await database.sql<
      { rolsuper: boolean; rolcreaterole: boolean; rolbypassrls: boolean; storage: boolean; auth: boolean }[]
    >`select rolsuper, rolcreaterole, rolbypassrls,
             pg_has_role('postgres', 'supabase_storage_admin', 'usage') as storage,
             pg_has_role('postgres', 'supabase_auth_admin', 'usage') as auth
      from pg_roles where rolname = 'postgres'`;
    expect(role).toEqual({ rolsuper: false, rolcreaterole: true, rolbypassrls: true, storage: false, auth: false });
    const [owner] = await database.sql<{ owner: string }[]>`
      select pg_get_userbyid(relowner) as owner from pg_class where oid = 'storage.objects'::regclass`;
    expect(owner.owner).toBe("supabase_storage_admin");
  });

  it("owns what the migrations made in public, and hosted's default privileges grant each new table, sequence and function to the API roles", async () => {
    const [owner] = await database.sql<{ owner: string }[]>`
      select pg_get_userbyid(relowner) as owner from pg_class where oid = 'public.news_articles'::regclass`;
    expect(owner.owner).toBe("postgres");
    const granted = await database.sql
      .begin(async (tx) => {
        await tx`set local role postgres`;
        await tx`create table public.default_privileges_probe (id bigserial primary key)`;
        await tx`create function public.default_privileges_probe_fn() returns int language sql as 'select 1'`;
        const [row] = await tx<{ table: boolean; sequence: boolean; fn: boolean }[]>`
        select has_table_privilege('anon', 'public.default_privileges_probe', 'insert') as table,
               has_sequence_privilege('anon', 'public.default_privileges_probe_id_seq', 'usage') as sequence,
               has_function_privilege('service_role', 'public.default_privileges_probe_fn()', 'execute') as fn`;
        throw Object.assign(new Error("rolled back: the probe leaves nothing behind"), { row });
      })
      .catch((error: { row?: unknown }) => error.row);
    expect(granted).toEqual({ table: true, sequence: true, fn: true });
  });

  it("has hosted's default privileges outside public: the platform's objects in extensions are postgres's to grant, in storage the API roles'", async () => {
    // The bootstrap's role makes them, as supabase_admin does on hosted (init-scripts, 20230224042246).
    const granted = await database.sql
      .begin(async (tx) => {
        await tx`create table extensions.default_privileges_probe (id int)`;
        await tx`create function extensions.default_privileges_probe_fn() returns int language sql as 'select 1'`;
        await tx`create table storage.default_privileges_probe (id int)`;
        const [row] = await tx<{ table: boolean; fn: boolean; storage: boolean }[]>`
        select has_table_privilege('postgres', 'extensions.default_privileges_probe', 'select with grant option') as table,
               has_function_privilege('postgres', 'extensions.default_privileges_probe_fn()', 'execute with grant option') as fn,
               has_table_privilege('authenticated', 'storage.default_privileges_probe', 'select') as storage`;
        throw Object.assign(new Error("rolled back: the probe leaves nothing behind"), { row });
      })
      .catch((error: { row?: unknown }) => error.row);
    expect(granted).toEqual({ table: true, fn: true, storage: true });
  });

  it("may not create objects in auth or storage, as on hosted", async () => {
    for (const schema of ["auth", "storage"]) {
      const refused = await database.sql
        .begin(async (tx) => {
          await tx`set local role postgres`;
          await tx.unsafe(`create table ${schema}.probe (id int)`);
        })
        .catch((error: { code?: string }) => error);
      expect({ schema, refused }).toMatchObject({ schema, refused: { code: "42501" } });
    }
  });

  it("has hosted's role settings: extensions on postgres's search path, an 8 s lock_timeout for the API", async () => {
    const settings = await database.sql<{ rolname: string; rolconfig: string[] }[]>`
      select rolname, rolconfig from pg_roles where rolname in ('postgres', 'authenticator') order by rolname`;
    expect(settings).toEqual([
      { rolname: "authenticator", rolconfig: expect.arrayContaining(["lock_timeout=8s", "statement_timeout=8s"]) },
      { rolname: "postgres", rolconfig: expect.arrayContaining(['search_path="$user", public, extensions']) },
    ]);
  });

  it("may set session_replication_role (supautils' privileged_role_allowed_configs), which a restore needs", async () => {
    const set = await database.sql.begin(async (tx) => {
      await tx`set local role postgres`;
      await tx`set local session_replication_role = replica`;
      const [row] = await tx<{ value: string }[]>`select current_setting('session_replication_role') as value`;
      return row.value;
    });
    expect(set).toBe("replica");
  });
});
