import { createServer, type Server } from "node:net";
import type { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketHandler } from "@electric-sql/pglite-socket";

interface Pending {
  handlerId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: unknown) => void;
}

const SYNC = 0x53; // 'S'
const QUERY = 0x51; // 'Q'
const STARTUP = 0x00; // a startup packet begins with its length, not a type byte

/**
 * Shares PGlite's one session among several wire-protocol clients. A client keeps the
 * session from its first message until the session is idle again: after a Sync or simple
 * Query with no transaction open. pglite-socket's own queue switches clients between any
 * two messages outside a transaction, so one client's Bind could meet another's Parse.
 */
class SessionQueue {
  private owner: number | null = null;
  private waiting: Pending[] = [];
  private running = false;

  constructor(private readonly db: PGlite) {}

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ handlerId, message, onData, resolve, reject });
      void this.pump();
    });
  }

  getQueueLength() {
    return this.waiting.length;
  }

  clearQueueForHandler(handlerId: number) {
    for (const item of this.waiting.filter((w) => w.handlerId === handlerId))
      item.reject(new Error("Handler disconnected"));
    this.waiting = this.waiting.filter((w) => w.handlerId !== handlerId);
  }

  /** A client that leaves mid-transaction gives the session back rolled back. */
  async clearTransactionIfNeeded(handlerId: number) {
    if (this.owner !== handlerId) return;
    if (this.db.isInTransaction()) await this.db.exec("ROLLBACK");
    this.owner = null;
    void this.pump();
  }

  private async pump() {
    if (this.running) return;
    this.running = true;
    try {
      for (;;) {
        const index = this.owner === null ? 0 : this.waiting.findIndex((w) => w.handlerId === this.owner);
        if (index < 0 || this.waiting.length === 0) break;
        const [item] = this.waiting.splice(index, 1);
        this.owner = item.handlerId;
        try {
          let bytes = 0;
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(item.message, {
              onRawData: (data) => {
                bytes += data.length;
                item.onData(data);
              },
            }),
          );
          item.resolve(bytes);
        } catch (error) {
          item.reject(error);
        }
        const type = item.message[0];
        if ((type === SYNC || type === QUERY || type === STARTUP) && !this.db.isInTransaction()) this.owner = null;
      }
    } finally {
      this.running = false;
    }
  }
}

/** A Postgres wire-protocol server over one PGlite instance, on 127.0.0.1:`port`. */
export async function servePglite(db: PGlite, port: number): Promise<{ close(): Promise<void> }> {
  await db.waitReady;
  const queue = new SessionQueue(db);
  const handlers = new Set<PGLiteSocketHandler>();
  const server: Server = createServer((socket) => {
    const handler = new PGLiteSocketHandler({
      queryQueue: queue as unknown as ConstructorParameters<typeof PGLiteSocketHandler>[0]["queryQueue"],
      closeOnDetach: true,
    });
    handlers.add(handler);
    const forget = () => handlers.delete(handler);
    handler.addEventListener("close", forget);
    handler.addEventListener("error", forget);
    handler.attach(socket).catch(() => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return {
    async close() {
      for (const handler of handlers) await handler.detach(true);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
