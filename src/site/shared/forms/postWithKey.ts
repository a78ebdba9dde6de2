// How the visitor forms post a message to their RPC (docs/product.md, the visitor forms): one JSON
// post carrying the message's browser-made key. The RPC stores a key once, so a message whose
// answer did not come is kept on the device and sent again with the same key, never twice.

export type FormEndpoint = { url: string; headers: Record<string, string> };
export type PostDeps = { fetch: typeof fetch; endpoint: FormEndpoint };

/** The RPC's JSON answer: success and message, and what else a form's RPC tells. */
export type RpcAnswer = { success?: unknown; message: string; status?: unknown; place?: unknown };

export type PostResult =
  /** The RPC answered with a message (a success or a refusal). */
  | { status: "answered"; answer: RpcAnswer }
  /** The server could not be reached (or answered 408, 429, 5xx): the message waits and goes again. */
  | { status: "unreachable" }
  /** A client error that will not mend by itself. */
  | { status: "failed" };

export async function postWithKey(deps: PostDeps, body: object): Promise<PostResult> {
  let response: Response;
  try {
    response = await deps.fetch(deps.endpoint.url, {
      method: "POST",
      headers: { ...deps.endpoint.headers, "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    return { status: "unreachable" };
  }
  let answer: Partial<RpcAnswer> | null;
  try {
    answer = (await response.json()) as Partial<RpcAnswer> | null;
  } catch {
    answer = null;
  }
  if (response.ok && answer && typeof answer.message === "string") {
    return { status: "answered", answer: answer as RpcAnswer };
  }
  if (/^4(?!08|29)/.test(String(response.status))) return { status: "failed" };
  return { status: "unreachable" };
}
