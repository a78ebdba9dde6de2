import { e2eMail, expect } from "../fixtures";

interface Caught {
  ID: string;
  To: { Address: string }[];
  Subject: string;
}

/** The Auth link in the newest e-mail to `address` with this subject, once it has arrived. */
export async function linkMailedTo(address: string, subject: string): Promise<string> {
  let id: string | undefined;
  await expect
    .poll(
      async () => {
        const listed = (await (await fetch(`${e2eMail.url}/api/v1/messages`)).json()) as { messages: Caught[] };
        id = listed.messages.find((m) => m.Subject === subject && m.To.some((to) => to.Address === address))?.ID;
        return id;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  const { Text } = (await (await fetch(`${e2eMail.url}/api/v1/message/${id}`)).json()) as { Text: string };
  return /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(Text)![0];
}
