import type { IncomingMessage } from "node:http";
import type { JWTPayload } from "jose";
import type { Sql, TransactionSql } from "postgres";
import type { ProjectJwt } from "../jwt";
import { errors, StorageError } from "./errors";

/** The roles a project's JWTs may carry; anything else is refused before it reaches Postgres. */
const ROLES = new Set(["anon", "authenticated", "service_role"]);

export interface Caller {
  role: "anon" | "authenticated" | "service_role";
  claims: JWTPayload;
}

/** The verified JWT of the request (the gateway puts the API key there when none was sent). */
export async function callerOf(req: IncomingMessage, jwt: ProjectJwt): Promise<Caller> {
  const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? "")?.[1];
  if (!token) throw errors.invalidJwt("no token");
  let claims: JWTPayload;
  try {
    claims = await jwt.verify(token);
  } catch (error) {
    throw errors.invalidJwt((error as Error).message);
  }
  if (typeof claims.role !== "string" || !ROLES.has(claims.role)) throw errors.invalidJwt("unknown role");
  return { role: claims.role as Caller["role"], claims };
}

/**
 * Runs `work` in a transaction as the caller's role with their claims, as Supabase Storage does,
 * so the policies on storage.objects and storage.buckets decide what this caller reads and writes.
 */
export function asCaller<T>(sql: Sql, caller: Caller, work: (tx: TransactionSql) => Promise<T>): Promise<T> {
  return sql.begin(async (tx) => {
    // As Storage's request scope (supabase/storage src/internal/database/postgres/scope.ts): the
    // claims, and leave to delete rows, which storage.protect_delete refuses to plain SQL.
    await tx`select set_config('request.jwt.claims', ${JSON.stringify(caller.claims)}, true),
                    set_config('storage.allow_delete_query', 'true', true)`;
    await tx.unsafe(`set local role ${caller.role}`);
    try {
      return await work(tx);
    } catch (error) {
      throw asStorageError(error);
    }
  }) as Promise<T>;
}

/** Postgres' refusals in Storage's words; anything else stays as it is. */
export function asStorageError(error: unknown): unknown {
  if (error instanceof StorageError) return error;
  const code = (error as { code?: string }).code;
  if (code === "42501") return errors.rowLevelSecurity();
  if (code === "23505") return errors.duplicate();
  // src/storage/database/errors.ts: a move into a bucket that is not there (storage.objects' only foreign key).
  if (code === "23503") return errors.relatedNotFound();
  return error;
}
