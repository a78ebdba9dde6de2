import { createHash } from "node:crypto";
import type { Sql } from "postgres";
import { hashPassword } from "./passwords";
import { newRefreshToken } from "./tokens";

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  /** Null for an anonymous user (until it is given an address). */
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  invited_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  banned_until: Date | null;
  /** An address change waiting for its confirmation, and when its e-mail went. */
  email_change: string | null;
  email_change_sent_at: Date | null;
  is_anonymous: boolean;
  created_at: Date;
  updated_at: Date;
}

/** A stable uuid for the user's one e-mail identity (the stand-in keeps no auth.identities rows). */
function identityId(userId: string): string {
  const hex = createHash("sha256").update(`email-identity:${userId}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The user as Supabase Auth answers it (supabase/auth internal/models/user.go and identity.go):
 * an e-mail account has one "email" identity whose provider id is the user's id.
 */
export function publicUser(user: UserRow) {
  const iso = (d: Date | null) => (d ? d.toISOString() : undefined);
  const identities = user.email === null ? [] : [emailIdentity(user)];
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email ?? "",
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: "",
    confirmed_at: iso(user.email_confirmed_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    invited_at: iso(user.invited_at),
    // models/user.go: new_email and email_change_sent_at are omitted when empty.
    new_email: user.email_change || undefined,
    email_change_sent_at: user.email_change ? iso(user.email_change_sent_at) : undefined,
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities,
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    banned_until: iso(user.banned_until),
    is_anonymous: user.is_anonymous,
  };
}

function emailIdentity(user: UserRow) {
  const iso = (d: Date | null) => (d ? d.toISOString() : undefined);
  return {
    identity_id: identityId(user.id),
    id: user.id,
    user_id: user.id,
    identity_data: {
      email: user.email,
      email_verified: Boolean(user.email_confirmed_at),
      phone_verified: false,
      sub: user.id,
    },
    provider: "email",
    last_sign_in_at: iso(user.last_sign_in_at),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    email: user.email,
  };
}

/**
 * Metadata as Supabase Auth's UpdateUserMetaData and UpdateAppMetaData merge it
 * (internal/models/user.go): each given key is set, a key given as null is removed.
 */
export function mergedMetadata(current: Record<string, unknown>, changes: Record<string, unknown>) {
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/** auth.users, auth.sessions and auth.refresh_tokens, as the stand-in reads and writes them. */
export function createAuthStore(sql: Sql) {
  return {
    async userByEmail(email: string): Promise<UserRow | undefined> {
      const [user] = await sql<UserRow[]>`select * from auth.users where lower(email) = lower(${email})`;
      return user;
    },
    async userById(id: string): Promise<UserRow | undefined> {
      const [user] = await sql<UserRow[]>`select * from auth.users where id = ${id}`;
      return user;
    },
    async userByNewEmail(email: string): Promise<UserRow | undefined> {
      const [user] = await sql<UserRow[]>`select * from auth.users where lower(email_change) = lower(${email})`;
      return user;
    },
    /** A page of users, newest first (GoTrue's default sort, created_at desc), and how many there are. */
    async listUsers(page: number, perPage: number): Promise<{ users: UserRow[]; total: number }> {
      const offset = (Math.max(page, 1) - 1) * perPage;
      const users = await sql<UserRow[]>`
        select * from auth.users order by created_at desc, id desc offset ${offset} limit ${perPage}`;
      const [{ total }] = await sql<{ total: number }[]>`select count(*)::int as total from auth.users`;
      return { users, total };
    },
    /**
     * Addresses are kept lower-cased, as Supabase Auth's validateEmail and NewUser do (internal/api/mail.go,
     * models/user.go). The token columns are '' as GoTrue writes them (its models read them as plain
     * strings, not NULL), so an account made here and restored into a hosted project reads as its own.
     */
    async createUser(input: {
      /** Null for an anonymous sign-in. */
      email: string | null;
      password: string | null;
      confirmed: boolean;
      userMetadata?: Record<string, unknown>;
      appMetadata?: Record<string, unknown>;
    }) {
      const hash = input.password === null ? null : await hashPassword(input.password);
      const [user] = await sql<UserRow[]>`
        insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data, raw_app_meta_data,
                                is_anonymous, confirmation_token, recovery_token, email_change_token_new, email_change)
        values (${input.email?.toLowerCase() ?? null}, ${hash}, ${input.confirmed ? sql`now()` : null},
                ${sql.json((input.userMetadata ?? {}) as never)}, ${sql.json((input.appMetadata ?? {}) as never)},
                ${input.email === null}, '', '', '', '')
        returning *`;
      return user;
    },
    /**
     * The admin's changes (PUT /admin/users/{id}), in one statement; each field only when given.
     * A confirmed address makes an anonymous user a permanent one, as admin.go does.
     */
    async adminUpdate(
      user: UserRow,
      changes: {
        email?: string;
        password?: string;
        emailConfirm?: boolean;
        userMetadata?: Record<string, unknown>;
        appMetadata?: Record<string, unknown>;
        /** Seconds from now; 0 lifts a ban. */
        banSeconds?: number;
      },
    ): Promise<UserRow> {
      const hash = changes.password === undefined ? null : await hashPassword(changes.password);
      const userMeta = changes.userMetadata && mergedMetadata(user.raw_user_meta_data, changes.userMetadata);
      const appMeta = changes.appMetadata && mergedMetadata(user.raw_app_meta_data, changes.appMetadata);
      const [updated] = await sql<UserRow[]>`
        update auth.users set
          email = coalesce(${changes.email?.toLowerCase() ?? null}, email),
          encrypted_password = coalesce(${hash}, encrypted_password),
          email_confirmed_at = case when ${changes.emailConfirm === true} then coalesce(email_confirmed_at, now())
                                    else email_confirmed_at end,
          is_anonymous = is_anonymous and not (${changes.email !== undefined && changes.emailConfirm === true}),
          raw_user_meta_data = coalesce(${userMeta ? sql.json(userMeta as never) : null}::jsonb, raw_user_meta_data),
          raw_app_meta_data = coalesce(${appMeta ? sql.json(appMeta as never) : null}::jsonb, raw_app_meta_data),
          banned_until = case when ${changes.banSeconds === undefined} then banned_until
                              when ${changes.banSeconds ?? 0} = 0 then null
                              else now() + make_interval(secs => ${changes.banSeconds ?? 0}) end,
          updated_at = now()
        where id = ${user.id} returning *`;
      return updated;
    },
    /** A requested address change, waiting for its confirmation. */
    async setEmailChange(userId: string, newEmail: string): Promise<UserRow> {
      const [user] = await sql<UserRow[]>`
        update auth.users set email_change = ${newEmail.toLowerCase()}, email_change_sent_at = now(),
                              email_change_confirm_status = 0, updated_at = now()
        where id = ${userId} returning *`;
      return user;
    },
    /** The confirmed change: the new address is the account's, and confirmed. */
    async applyEmailChange(userId: string): Promise<UserRow> {
      const [user] = await sql<UserRow[]>`
        update auth.users set email = email_change, email_change = '', email_change_sent_at = null,
                              email_change_confirm_status = 0, email_confirmed_at = now(), is_anonymous = false,
                              updated_at = now()
        where id = ${userId} and coalesce(email_change, '') <> '' returning *`;
      return user ?? (await this.userById(userId))!;
    },
    /** An invited account: no password until the person follows the link and chooses one. */
    async createInvitedUser(email: string, userMetadata: Record<string, unknown> | undefined): Promise<UserRow> {
      const [user] = await sql<UserRow[]>`
        insert into auth.users (email, invited_at, raw_user_meta_data,
                                confirmation_token, recovery_token, email_change_token_new, email_change)
        values (${email.toLowerCase()}, now(), ${sql.json((userMetadata ?? {}) as never)}, '', '', '', '')
        returning *`;
      return user;
    },
    async markInvited(userId: string): Promise<UserRow> {
      const [user] = await sql<UserRow[]>`
        update auth.users set invited_at = now(), updated_at = now() where id = ${userId} returning *`;
      return user;
    },
    /** Following an invitation proves the address. */
    async confirmEmail(userId: string): Promise<void> {
      await sql`update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
                where id = ${userId}`;
    },
    async setPassword(userId: string, password: string): Promise<UserRow> {
      const hash = await hashPassword(password);
      const [user] = await sql<UserRow[]>`
        update auth.users set encrypted_password = ${hash}, updated_at = now() where id = ${userId} returning *`;
      return user;
    },
    async setUserMetadata(user: UserRow, data: Record<string, unknown>): Promise<UserRow> {
      const merged = mergedMetadata(user.raw_user_meta_data, data);
      const [updated] = await sql<UserRow[]>`
        update auth.users set raw_user_meta_data = ${sql.json(merged as never)}, updated_at = now()
        where id = ${user.id} returning *`;
      return updated;
    },
    async deleteUser(userId: string): Promise<boolean> {
      return (await sql`delete from auth.users where id = ${userId}`).count > 0;
    },
    /** A new session with its first refresh token. */
    async startSession(userId: string): Promise<{ sessionId: string; refreshToken: string }> {
      const refreshToken = newRefreshToken();
      return sql.begin(async (tx) => {
        const [{ id }] = await tx<
          { id: string }[]
        >`insert into auth.sessions (user_id, aal) values (${userId}, 'aal1') returning id`;
        await tx`insert into auth.refresh_tokens (token, user_id, session_id) values (${refreshToken}, ${userId}, ${id})`;
        await tx`update auth.users set last_sign_in_at = now() where id = ${userId}`;
        return { sessionId: id, refreshToken };
      });
    },
    /**
     * Swaps a refresh token for a new one in the same session; each token works once. A used token
     * shown again within `reuseSeconds` of its use (two tabs refreshing at once) gets the session's
     * current token; later, it is taken as stolen and ends its whole session, as Supabase Auth's
     * refresh_token_reuse_interval does.
     */
    async rotateRefreshToken(token: string, reuseSeconds: number) {
      return sql.begin(async (tx) => {
        const [row] = await tx<{ user_id: string; session_id: string; revoked: boolean; reusable: boolean }[]>`
          select user_id, session_id, revoked, updated_at > now() - make_interval(secs => ${reuseSeconds}) as reusable
          from auth.refresh_tokens where token = ${token} for update`;
        if (!row) return { status: "not_found" as const };
        const found = { userId: row.user_id, sessionId: row.session_id };
        if (row.revoked) {
          const [active] = row.reusable
            ? await tx<{ token: string }[]>`
                select token from auth.refresh_tokens where session_id = ${row.session_id} and not revoked
                order by id desc limit 1`
            : [];
          if (active) return { status: "ok" as const, ...found, refreshToken: active.token };
          await tx`delete from auth.sessions where id = ${row.session_id}`; // its refresh tokens go with it
          return { status: "revoked" as const };
        }
        const next = newRefreshToken();
        await tx`update auth.refresh_tokens set revoked = true, updated_at = now() where token = ${token}`;
        await tx`insert into auth.refresh_tokens (token, user_id, session_id, parent)
                 values (${next}, ${row.user_id}, ${row.session_id}, ${token})`;
        await tx`update auth.sessions set updated_at = now() where id = ${row.session_id}`;
        return { status: "ok" as const, ...found, refreshToken: next };
      });
    },
    /**
     * A new refresh token in an existing session, the old ones spent: what a session whose
     * assurance rose (an MFA verification) is answered with, as upstream's updateMFASessionAndClaims.
     */
    async reissueRefreshToken(userId: string, sessionId: string): Promise<string> {
      const next = newRefreshToken();
      await sql.begin(async (tx) => {
        await tx`update auth.refresh_tokens set revoked = true, updated_at = now()
                 where session_id = ${sessionId} and not revoked`;
        await tx`insert into auth.refresh_tokens (token, user_id, session_id) values (${next}, ${userId}, ${sessionId})`;
      });
      return next;
    },
    /**
     * The session's assurance level and the methods it was signed in with beyond the first, newest
     * first, as the access token's aal and amr claims carry them (models/sessions.go CalculateAALAndAMR).
     */
    async sessionAssurance(sessionId: string) {
      const [row] = await sql<{ aal: string | null; created: number; amr: { method: string; timestamp: number }[] }[]>`
        select s.aal, extract(epoch from s.created_at)::int as created,
               coalesce((select json_agg(json_build_object('method', c.authentication_method,
                                                           'timestamp', extract(epoch from c.updated_at)::int)
                                         order by c.updated_at desc)
                         from auth.mfa_amr_claims c where c.session_id = s.id), '[]') as amr
        from auth.sessions s where s.id = ${sessionId}`;
      return row;
    },
    async sessionExists(sessionId: string): Promise<boolean> {
      return (await sql`select 1 from auth.sessions where id = ${sessionId}`).count > 0;
    },
    /** Ends one session, or every session of the user; their refresh tokens go with them. */
    async endSessions(userId: string, scope: "local" | "global" | "others", sessionId: string | undefined) {
      if (scope === "global" || !sessionId) await sql`delete from auth.sessions where user_id = ${userId}`;
      else if (scope === "others")
        await sql`delete from auth.sessions where user_id = ${userId} and id <> ${sessionId}`;
      else await sql`delete from auth.sessions where id = ${sessionId}`;
    },
  };
}

export type AuthStore = ReturnType<typeof createAuthStore>;
