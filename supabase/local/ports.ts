import { createServer } from "node:net";

/** A TCP port nothing listens on right now (the OS picks it). */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** Resolves when `port` can be listened on; rejects with a clear message when it is taken. */
export function assertPortFree(port: number, what: string, envVar: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === "EADDRINUSE"
            ? `Port ${port} (${what}) is already in use. Stop whatever uses it, or choose another port: ${envVar}=<port>.`
            : `Port ${port} (${what}) cannot be used: ${error.message}. Choose another port: ${envVar}=<port>.`,
        ),
      ),
    );
    server.listen(port, "127.0.0.1", () => server.close(() => resolve()));
  });
}
