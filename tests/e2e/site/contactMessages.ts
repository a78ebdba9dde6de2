import type { Page } from "@playwright/test";
import { serviceClient } from "../fixtures";

// The contact form's sends as the specs observe them: the POSTs to its RPC, and the rows stored.

/** Counts from now on the page's POSTs to the contact form's RPC; the returned function reads the count. */
export function countContactPosts(page: Page): () => number {
  let posts = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/rpc/submit_contact_message")) posts++;
  });
  return () => posts;
}

/** How many contact messages the database holds from this address. */
export async function storedMessages(email: string): Promise<number | null> {
  const { count } = await serviceClient()
    .from("contact_messages")
    .select("*", { count: "exact", head: true })
    .eq("email", email);
  return count;
}
