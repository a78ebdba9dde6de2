import type { AddressObject, ParsedMail } from "mailparser";

export interface MailAddress {
  Name: string;
  Address: string;
}

/** An attached file, as Mailpit lists it; its bytes are served at /api/v1/message/{ID}/part/{PartID}. */
export interface CaughtAttachment {
  PartID: string;
  FileName: string;
  ContentType: string;
  Size: number;
  Content: Buffer;
}

/** One caught e-mail, in the field names of Mailpit's API (what `supabase start` runs on port 54324). */
export interface CaughtMessage {
  ID: string;
  MessageID: string;
  From: MailAddress;
  To: MailAddress[];
  Subject: string;
  Created: string;
  Snippet: string;
  Size: number;
  Text: string;
  HTML: string;
  Attachments: CaughtAttachment[];
}

const KEEP = 500;

function addresses(field: AddressObject | AddressObject[] | undefined): MailAddress[] {
  const objects = Array.isArray(field) ? field : field ? [field] : [];
  return objects.flatMap((object) =>
    object.value.map((entry) => ({ Name: entry.name ?? "", Address: entry.address ?? "" })),
  );
}

/** The newest messages first, at most KEEP of them: a development inbox, not an archive. */
export function createMailStore() {
  let messages: CaughtMessage[] = [];
  let next = 1;
  return {
    add(parsed: ParsedMail, size: number): CaughtMessage {
      const text = parsed.text ?? "";
      const message: CaughtMessage = {
        ID: String(next++),
        MessageID: parsed.messageId ?? "",
        From: addresses(parsed.from)[0] ?? { Name: "", Address: "" },
        To: addresses(parsed.to),
        Subject: parsed.subject ?? "",
        Created: new Date().toISOString(),
        Snippet: text.replace(/\s+/g, " ").trim().slice(0, 250),
        Size: size,
        Text: text,
        HTML: typeof parsed.html === "string" ? parsed.html : "",
        Attachments: parsed.attachments.map((attachment, index) => ({
          PartID: String(index + 1),
          FileName: attachment.filename ?? "",
          ContentType: attachment.contentType,
          Size: attachment.size,
          Content: attachment.content,
        })),
      };
      messages = [message, ...messages].slice(0, KEEP);
      return message;
    },
    list: () => messages,
    get: (id: string) => messages.find((message) => message.ID === id),
    clear() {
      messages = [];
    },
  };
}

export type MailStore = ReturnType<typeof createMailStore>;
