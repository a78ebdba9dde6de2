import { shareTexts } from "./getInvolvedTexts";

type ShareMessages = Pick<(typeof shareTexts)["en"], "copied" | "failed">;

export type ShareEnvironment = {
  share?: (data: ShareData) => Promise<void>;
  writeClipboard?: (text: string) => Promise<void>;
  alert: (message: string) => void;
};

/** The browser's own share sheet and clipboard, where they exist. */
export function browserShareEnvironment(): ShareEnvironment {
  return {
    share: typeof navigator.share === "function" ? (data) => navigator.share(data) : undefined,
    writeClipboard: navigator.clipboard ? (text) => navigator.clipboard.writeText(text) : undefined,
    alert: (message) => window.alert(message),
  };
}

/**
 * Opens the native share sheet; without one, copies the link and says so (docs/product.md#get-involved).
 * A visitor closing the share sheet is not a failure. `messages`: the alerts in the page's language.
 */
export async function shareSite(
  data: Required<Pick<ShareData, "title" | "text" | "url">>,
  env: ShareEnvironment,
  messages: ShareMessages = shareTexts.en,
) {
  try {
    if (env.share) {
      await env.share(data);
      return;
    }
    if (!env.writeClipboard) throw new Error("No clipboard");
    await env.writeClipboard(data.url);
    env.alert(messages.copied);
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") return;
    env.alert(messages.failed);
  }
}
