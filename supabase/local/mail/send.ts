import nodemailer from "nodemailer";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** How the Auth stand-in sends its e-mail: plain SMTP, as GoTrue does to Mailpit under `supabase start`. */
export function createMailer(options: { host: string; port: number; from: string }) {
  const transport = nodemailer.createTransport({
    host: options.host,
    port: options.port,
    secure: false,
    ignoreTLS: true,
    connectionTimeout: 5_000,
  });
  return async (mail: OutgoingMail) => {
    await transport.sendMail({ from: options.from, ...mail });
  };
}

export type Mailer = ReturnType<typeof createMailer>;
