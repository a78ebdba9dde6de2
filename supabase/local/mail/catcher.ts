import { createMailApi } from "./api";
import { createSmtpReceiver } from "./smtp";
import { createMailStore } from "./store";

export const LOCAL_MAIL_PORT = 54324;
export const LOCAL_SMTP_PORT = 54325;

export interface MailCatcher {
  /** The web page and Mailpit-shaped API, e.g. http://127.0.0.1:54324. */
  url: string;
  smtpPort: number;
  /** Stops or restarts taking mail, to see what senders do while a mail server is down. */
  closeSmtp(): Promise<void>;
  openSmtp(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * What `supabase start` runs as Mailpit: an SMTP server that keeps every e-mail Auth and the
 * functions send, and a page and API to read them. Port 0 picks a free port.
 */
export async function startMailCatcher(options: {
  httpPort: number;
  smtpPort: number;
  log: (line: string) => void;
}): Promise<MailCatcher> {
  const store = createMailStore();
  const smtp = createSmtpReceiver(store, options.log);
  const smtpPort = await smtp.listen(options.smtpPort);
  const api = createMailApi(store);
  try {
    await new Promise<void>((resolve, reject) => {
      api.once("error", reject);
      api.listen(options.httpPort, "127.0.0.1", () => resolve());
    });
  } catch (error) {
    await smtp.close();
    throw error;
  }
  const address = api.address();
  const httpPort = typeof address === "object" && address ? address.port : options.httpPort;
  return {
    url: `http://127.0.0.1:${httpPort}`,
    smtpPort,
    closeSmtp: () => smtp.close(),
    async openSmtp() {
      if (!smtp.isListening()) await smtp.listen(smtpPort);
    },
    async stop() {
      await smtp.close();
      await new Promise<void>((resolve) => {
        api.close(() => resolve());
        api.closeAllConnections();
      });
    },
  };
}
