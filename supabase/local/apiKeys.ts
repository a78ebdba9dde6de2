// The project's API keys as hosted Supabase's gateway reads them (docs/decisions/091-the-new-api-keys-and-es256-sessions-locally.md):
// the `apikey` header (or query parameter) names the key; a publishable or secret key is not a
// JWT, so the gateway puts a short-lived JWT of its role in Authorization for the services behind
// it; a legacy JWT key is its own bearer token. The key itself is refused as a bearer token.
import type { IncomingMessage } from "node:http";
import type { ProjectJwt } from "./jwt";

export interface ProjectKeys {
  publishable: string;
  secret: string;
  /** Deprecated JWT keys, still accepted (the compatibility path). */
  legacyAnon: string;
  legacyServiceRole: string;
}

/** A refusal in the gateway's words: its status, body and `sb-error-code` when hosted sends one. */
export class KeyRefusal extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, string>,
    readonly errorCode?: string,
  ) {
    super(body.message);
  }
}

const noKey = () => new KeyRefusal(401, { message: "No API key found in request" });
const invalidKey = () => new KeyRefusal(401, { message: "Invalid API key" });
/** Hosted's answer to a secret key from a browser (it goes by the User-Agent). */
const secretInBrowser = () =>
  new KeyRefusal(
    401,
    {
      message: "Forbidden use of secret API key in browser",
      hint: "Secret API keys can only be used in a protected environment and should never be used in a browser. Delete this secret API key immediately!",
    },
    "UNAUTHORIZED_INVALID_API_KEY_TYPE",
  );

/** Every browser's User-Agent starts so; curl's, Node's, Deno's and Postgres' pg_net's do not. */
export const isBrowser = (req: IncomingMessage) => /^Mozilla\//.test(req.headers["user-agent"] ?? "");

const bearerOf = (req: IncomingMessage) => /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? "")?.[1];

/**
 * Checks the request's key and sets the Authorization header the services behind the gateway
 * verify: the caller's own JWT when they sent one (a signed-in user decides the role), else the
 * key's role. `required` false (Storage: an <img src> sends no key) lets a request without one by.
 */
export async function applyApiKey(
  req: IncomingMessage,
  apikey: string | null,
  keys: ProjectKeys,
  jwt: ProjectJwt,
  required = true,
): Promise<void> {
  const bearer = bearerOf(req);
  // supabase-js sends a new key as its own bearer too when nobody is signed in: that one is the key, not a token.
  const keyAsBearer = bearer?.startsWith("sb_") ?? false;
  if (!apikey && required) throw noKey();
  if (keyAsBearer && bearer !== apikey) throw invalidKey();
  if (!apikey) return;
  const role =
    apikey === keys.publishable
      ? "anon"
      : apikey === keys.secret
        ? "service_role"
        : apikey === keys.legacyAnon || apikey === keys.legacyServiceRole
          ? null
          : undefined;
  if (role === undefined) throw invalidKey();
  if (role === "service_role" && isBrowser(req)) throw secretInBrowser();
  if (bearer && !keyAsBearer) return;
  req.headers.authorization = `Bearer ${role ? await jwt.roleToken(role) : apikey}`;
}
