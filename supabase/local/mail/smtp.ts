import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import type { MailStore } from "./store";

const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

/**
 * The receiving side, by Nodemailer's smtp-server: accepts any sender and recipient, with or
 * without AUTH, no TLS (as Mailpit does locally), and keeps what it parses.
 */
export function createSmtpReceiver(store: MailStore, log: (line: string) => void) {
  let server: SMTPServer | null = null;
  let port = 0;

  function build() {
    return new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      size: MAX_MESSAGE_BYTES,
      logger: false,
      closeTimeout: 1000,
      onAuth: (_auth, _session, callback) => callback(null, { user: "local" }),
      onData(stream, _session, callback) {
        let size = 0;
        stream.on("data", (chunk: Buffer) => (size += chunk.length));
        simpleParser(stream)
          .then((parsed) => {
            const message = store.add(parsed, size);
            // Never the addresses: a log is no place for personal data (the catcher's page shows them).
            log(
              `mail to ${message.To.length} ${message.To.length === 1 ? "recipient" : "recipients"}: ${message.Subject}`,
            );
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
  }

  return {
    /** Listens on `wanted` (0: a free port, then the same port on every later listen). */
    listen(wanted: number): Promise<number> {
      const smtp = build();
      return new Promise((resolve, reject) => {
        smtp.once("error", reject);
        smtp.listen(port || wanted, "127.0.0.1", () => {
          smtp.removeListener("error", reject);
          smtp.on("error", (error) => log(`SMTP: ${error.message}`));
          const address = smtp.server.address();
          port = typeof address === "object" && address ? address.port : wanted;
          server = smtp;
          resolve(port);
        });
      });
    },
    /** Stops taking mail, as a mail server that is down: senders get "connection refused". */
    close(): Promise<void> {
      const smtp = server;
      server = null;
      return smtp ? new Promise((resolve) => smtp.close(() => resolve())) : Promise.resolve();
    },
    isListening: () => server !== null,
  };
}
