import { e2eMail, expect } from "../fixtures";

interface Caught {
  ID: string;
  To: { Address: string }[];
  Subject: string;
}

/**
 * The Auth link in the newest e-mail to `address` with this subject, once it has arrived, from the
 * mail catcher at `mailUrl` (the build's run's, or `npm start`'s in tests/e2e/front-door).
 */
export async function linkMailedTo(address: string, subject: string, mailUrl = e2eMail.url): Promise<string> {
  let id: string | undefined;
  await expect
    .poll(
      async () => {
        const listed = (await (await fetch(`${mailUrl}/api/v1/messages`)).json()) as { messages: Caught[] };
        id = listed.messages.find((m) => m.Subject === subject && m.To.some((to) => to.Address === address))?.ID;
        return id;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  const { Text } = (await (await fetch(`${mailUrl}/api/v1/message/${id}`)).json()) as { Text: string };
  return /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(Text)![0];
}
