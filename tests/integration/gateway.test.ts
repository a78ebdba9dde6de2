import { connect } from "node:net";
import { Readable } from "node:stream";
import { afterEach, expect, it } from "vitest";
import { client, staffClient, useBackend } from "./backend";

// Requests an attacker would send to the gateway: each gets a 4xx JSON answer, and the backend
// answers the next request as if nothing happened.
const handle = useBackend();

function call(path: string, init: RequestInit & { duplex?: "half" } = {}) {
  const { backend } = handle;
  return fetch(`${backend.url}${path}`, {
    ...init,
    headers: { apikey: backend.anonKey, "Content-Type": "application/json", ...init.headers },
  });
}

afterEach(async () => {
  const res = await call("/rest/v1/doctors?select=name");
  expect(res.status).toBe(200);
  expect(await res.json()).toHaveLength(5);
});

it("answers GET // with 400, even without an API key", async () => {
  const res = await fetch(`${handle.backend.url}//`);
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({ message: "Bad request: the path or query cannot be parsed" });
});

it("answers bad percent-encoding in the path or the query with 400", async () => {
  expect((await call("/rest/v1/doc%E0%A4tors")).status).toBe(400);
  expect((await call("/rest/v1/doctors?name=eq.%zz")).status).toBe(400);
});

it("answers a request Node cannot parse as HTTP with 400", async () => {
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = connect(Number(new URL(handle.backend.url).port), "127.0.0.1", () => {
      socket.write("GET /rest/v1/doctors HTTP/1.1\r\nHost: x\r\nBad Header Without Colon\r\n\r\n");
    });
    let text = "";
    socket.on("data", (chunk) => (text += chunk));
    socket.on("end", () => resolve(text));
    socket.on("error", reject);
  });
  expect(answer).toMatch(/^HTTP\/1\.1 400 /);
  expect(answer).toContain('{"message":"Bad request"}');
});

it("refuses a 50 MB body with 413 from its Content-Length, before reading it", async () => {
  const started = Date.now();
  const res = await call("/rest/v1/doctors", { method: "POST", body: Buffer.alloc(50 * 1024 * 1024, 0x20) });
  expect(res.status).toBe(413);
  expect((await res.json()).message).toBe("Request body is larger than 5 MB, the limit for this endpoint");
  expect(Date.now() - started).toBeLessThan(10_000);
});

it("refuses a chunked body once it passes the limit (64 KB for a public RPC)", async () => {
  const chunks = Array.from({ length: 200 }, () => Buffer.alloc(1024, 0x20));
  const res = await call("/rest/v1/rpc/submit_contact_message", {
    method: "POST",
    body: Readable.toWeb(Readable.from(chunks)) as ReadableStream,
    duplex: "half",
  });
  expect(res.status).toBe(413);
  expect((await res.json()).message).toBe("Request body is larger than 64 KB, the limit for this endpoint");
});

/**
 * A client busy elsewhere: it sends the whole declared body in 256 KB pieces without reading, and
 * reads the answer only then. A server that closed at once would have reset the connection and
 * the answer would be lost (ECONNRESET); it must still be there to read.
 */
function busyClientPost(path: string, size: number, headers: Record<string, string> = {}): Promise<string> {
  const { backend } = handle;
  return new Promise((resolve, reject) => {
    const socket = connect(Number(new URL(backend.url).port), "127.0.0.1");
    let answer = "";
    socket.pause();
    socket.on("data", (chunk) => (answer += chunk));
    socket.on("error", (error) => reject(new Error(`${(error as NodeJS.ErrnoException).code}, answer: "${answer}"`)));
    socket.on("end", () => resolve(answer));
    const head = Object.entries({ apikey: backend.anonKey, "Content-Type": "application/json", ...headers })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("");
    socket.write(`POST ${path} HTTP/1.1\r\nHost: gateway\r\n${head}Content-Length: ${size}\r\n\r\n`);
    const piece = Buffer.alloc(256 * 1024, 0x20);
    let sent = 0;
    const pump = () => {
      if (sent >= size) {
        // Now it reads: the answer, then the connection closes when it says it is done.
        setTimeout(() => {
          socket.resume();
          setTimeout(() => socket.end(), 300);
        }, 200);
        return;
      }
      const part = piece.subarray(0, Math.min(piece.length, size - sent));
      sent += part.length;
      socket.write(part, (error) => (error ? reject(error) : pump()));
    };
    pump();
  });
}

it.each([
  ["a 50 MB body to a public RPC", "/rest/v1/rpc/submit_contact_message", 50 * 1024 * 1024, "64 KB"],
  ["a 6 MB table write", "/rest/v1/news_articles", 6 * 1024 * 1024, "5 MB"],
  ["a 50 MB body to Auth", "/auth/v1/token?grant_type=password", 50 * 1024 * 1024, "64 KB"],
])(
  "answers %s with a 413 JSON that a busy client still reads, and the next request at once",
  async (_, path, size, limit) => {
    const answer = await busyClientPost(path, size);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toMatch(/content-type: application\/json/i);
    expect(answer).toContain(`"message":"Request body is larger than ${limit}, the limit for this endpoint"`);
    const started = Date.now();
    expect((await call("/rest/v1/doctors?select=name")).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(2_000);
  },
  60_000,
);

it("answers a 6 MB upload to Storage (a 5 MB bucket) with a 413 error a busy client still reads", async () => {
  const staff = await staffClient(handle.backend);
  const token = (await staff.auth.getSession()).data.session!.access_token;
  const answer = await busyClientPost("/storage/v1/object/media/too-large.png", 6 * 1024 * 1024, {
    authorization: `Bearer ${token}`,
    "Content-Type": "image/png",
  });
  expect(answer).toMatch(/^HTTP\/1\.1 4\d\d /);
  expect(answer).toContain('"statusCode":"413"');
  expect((await call("/rest/v1/doctors?select=name")).status).toBe(200);
}, 60_000);

it("answers a 6 MB table write and a 50 MB RPC through supabase-js with a 413 it can read", async () => {
  const supabase = client(handle.backend);
  const write = await supabase.from("testimonials").insert({
    name: "x",
    position: "x",
    company: "x",
    review: "a".repeat(6 * 1024 * 1024),
  });
  expect(write.status).toBe(413);
  expect(write.error?.message).toBe("Request body is larger than 5 MB, the limit for this endpoint");
  const rpc = await supabase.rpc("submit_contact_message", { message: "a".repeat(50 * 1024 * 1024) } as never);
  expect(rpc.status).toBe(413);
  expect(rpc.error?.message).toBe("Request body is larger than 64 KB, the limit for this endpoint");
}, 60_000);

it("refuses JSON nested 10,000 deep with 400, to REST and to Auth", async () => {
  const deep = "[".repeat(10_000) + "]".repeat(10_000);
  const rpc = await call("/rest/v1/rpc/submit_contact_message", { method: "POST", body: `{"message":${deep}}` });
  expect(rpc.status).toBe(400);
  expect(await rpc.json()).toEqual({ message: "JSON nested deeper than 64 levels" });

  const login = await call("/auth/v1/token?grant_type=password", { method: "POST", body: `{"email":${deep}}` });
  expect(login.status).toBe(400);
  expect(await login.json()).toEqual({ code: "bad_json", message: "JSON nested deeper than 64 levels" });
});

it("still takes JSON of ordinary depth, with brackets inside strings not counted", async () => {
  const res = await call("/rest/v1/rpc/submit_contact_message", {
    method: "POST",
    body: JSON.stringify({ payload: { message: "[".repeat(500) } }),
  });
  expect(res.status).toBeLessThan(500);
  expect((await res.json()).message).not.toBe("JSON nested deeper than 64 levels");
});
