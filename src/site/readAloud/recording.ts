import { anonymousHeaders, supabaseUrl } from "../../lib/env";
import { rest } from "../../lib/rest";
import type { Language } from "../i18n/language";
import type { ReadAloudItem, Reading } from "./reading";

// A recording staff uploaded for the item in the language, from the private `recordings` bucket:
// the database answers its row and signs its file for a visitor only when the item is published.

const BUCKET = "recordings";
/** Long enough for a parent to listen to the end with pauses. */
const SIGNED_FOR_SECONDS = 3 * 60 * 60;

/** The signed address of the item's recording in the language, or null (none, or not reachable). */
export async function recordingUrl(item: ReadAloudItem, language: Language): Promise<string | null> {
  const { data } = await rest
    .from("recordings")
    .select("storage_path")
    .eq("item_kind", item.kind)
    .eq("item_id", item.id)
    .eq("language", language)
    .maybeSingle();
  if (!data) return null;
  const path = data.storage_path.split("/").map(encodeURIComponent).join("/");
  const response = await fetch(`${supabaseUrl}/storage/v1/object/sign/${BUCKET}/${path}`, {
    method: "POST",
    headers: { ...anonymousHeaders, "Content-Type": "application/json" },
    body: JSON.stringify({ expiresIn: SIGNED_FOR_SECONDS }),
  });
  if (!response.ok) return null;
  const { signedURL } = (await response.json()) as { signedURL?: string };
  return signedURL ? `${supabaseUrl}/storage/v1${signedURL}` : null;
}

/** Plays the recording in an <audio> element inside `host`; null when the browser cannot play it. */
export async function playRecording(url: string, host: HTMLElement, onEnd: () => void): Promise<Reading | null> {
  const audio = host.ownerDocument.createElement("audio");
  audio.src = url;
  audio.preload = "auto";
  audio.onended = onEnd;
  host.replaceChildren(audio);
  try {
    await audio.play();
  } catch {
    audio.remove();
    return null;
  }
  return {
    pause: () => audio.pause(),
    resume: () => void audio.play().catch(onEnd),
    stop: () => {
      audio.pause();
      audio.remove();
    },
  };
}
