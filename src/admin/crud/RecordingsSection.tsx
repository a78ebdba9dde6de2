import { Button, FileButton, Group, Stack, Text, Title } from "@mantine/core";
import { IconMicrophone, IconTrash } from "@tabler/icons-react";
import { useCallback, useEffect, useState } from "react";
import type { RecordingItemKind, RecordingLanguage } from "../../lib/database.types";
import { easyReadSlugs, type EasyReadSlug } from "../../lib/easyRead";
import { easyReadPageIds } from "../../lib/easyReadPageIds";
import { supabase } from "../../lib/supabase";
import { policySlugs } from "../../site/policy/policySlugs";
import { easyReadPageLabels } from "../resources/easyRead";

// Staff's recordings of an item's text, one per language (docs/product.md#read-aloud): uploaded,
// replaced and removed at once, apart from the form's Save. The bucket refuses other types and
// files over 10 MB, and the database lets only staff write (migration 20261127190200_recordings.sql).

const BUCKET = "recordings";
/** The types the bucket takes, with the ending the file gets in it. */
const AUDIO_TYPES: Record<string, string> = {
  "audio/mpeg": "mp3",
  "audio/ogg": "ogg",
  "audio/webm": "webm",
  "audio/mp4": "m4a",
  "audio/x-m4a": "m4a",
  "audio/aac": "m4a",
};
const LANGUAGES: ReadonlyArray<{ language: RecordingLanguage; name: string }> = [
  { language: "en", name: "English" },
  { language: "hi", name: "Hindi" },
];

/** What a row's edit screen records: the item the site reads aloud, and how staff know it. */
export interface RecordedItem {
  kind: RecordingItemKind;
  id: string;
  /** Said when the recording is of more than the row (an easy-read point records its page). */
  about?: string;
}

const itself =
  (kind: RecordingItemKind) =>
  (row: { id?: unknown }): RecordedItem => ({ kind, id: String(row.id) });

/** The tables whose edit screen offers recordings (those the site reads aloud), with what it records. */
export const recordableTables: Readonly<Record<string, (row: Record<string, unknown>) => RecordedItem | null>> = {
  news_articles: itself("news_articles"),
  events: itself("events"),
  visit_steps: itself("visit_steps"),
  // Only the policy pages are read aloud on the site; another page (the first visit's sensory
  // information) would keep a recording no visitor hears.
  pages: (row) => (policySlugs.some((slug) => slug === row.slug) ? itself("pages")(row) : null),
  // A parent listens to a whole easy-read page, so every point of a page offers the page's recordings.
  easy_read_points: (row) => {
    const slug = easyReadSlugs.find((each) => each === row.page);
    return slug ? { kind: "easy_read_pages", id: easyReadPageIds[slug], about: pageAbout(slug) } : null;
  },
};

const pageAbout = (slug: EasyReadSlug) =>
  `These recordings are of the whole easy-read page "${easyReadPageLabels[slug]}": all its points, in order. Every point of that page shows the same recordings.`;

interface Stored {
  id: string;
  language: RecordingLanguage;
  storage_path: string;
  url: string | null;
}

export function RecordingsSection({ kind, id: itemId, about }: RecordedItem) {
  const [stored, setStored] = useState<Stored[] | null>(null);
  const [busy, setBusy] = useState<RecordingLanguage | null>(null);
  const [message, setMessage] = useState<string>("");

  const load = useCallback(async () => {
    const { data, error } = await supabase
      .from("recordings")
      .select("id, language, storage_path")
      .eq("item_kind", kind)
      .eq("item_id", itemId);
    if (error) return setMessage(`The recordings could not be loaded: ${error.message}`);
    const rows = await Promise.all(
      data.map(async (row) => {
        const signed = await supabase.storage.from(BUCKET).createSignedUrl(row.storage_path, 3600);
        return { ...row, url: signed.data?.signedUrl ?? null };
      }),
    );
    setStored(rows);
  }, [kind, itemId]);
  useEffect(() => void load(), [load]);

  const upload = async (language: RecordingLanguage, name: string, file: File | null) => {
    if (!file) return;
    // Phones name the same audio differently; the bucket's list is what counts.
    const type = file.type === "audio/x-m4a" || file.type === "audio/aac" ? "audio/mp4" : file.type;
    const ending = AUDIO_TYPES[file.type];
    if (!ending) return setMessage(`${name}: please choose an MP3, M4A, OGG or WebM audio file.`);
    setBusy(language);
    setMessage(`Uploading the ${name} recording...`);
    const path = `${kind}/${itemId}/${language}-${crypto.randomUUID()}.${ending}`;
    const sent = await supabase.storage.from(BUCKET).upload(path, new Blob([file], { type }), { contentType: type });
    if (sent.error) {
      setBusy(null);
      return setMessage(`The ${name} recording was not saved: ${plain(sent.error.message)}`);
    }
    const old = stored?.find((row) => row.language === language);
    const saved = old
      ? await supabase.from("recordings").update({ storage_path: path }).eq("id", old.id).select("id").single()
      : await supabase
          .from("recordings")
          .insert({ item_kind: kind, item_id: itemId, language, storage_path: path })
          .select("id")
          .single();
    if (saved.error) {
      await supabase.storage.from(BUCKET).remove([path]);
      setBusy(null);
      return setMessage(`The ${name} recording was not saved: ${saved.error.message}`);
    }
    if (old) await supabase.storage.from(BUCKET).remove([old.storage_path]);
    await load();
    setBusy(null);
    setMessage(`The ${name} recording is saved. Visitors hear it once this item is published.`);
  };

  const remove = async (row: Stored, name: string) => {
    setBusy(row.language);
    const { error } = await supabase.from("recordings").delete().eq("id", row.id).select("id").single();
    if (!error) await supabase.storage.from(BUCKET).remove([row.storage_path]);
    await load();
    setBusy(null);
    setMessage(error ? `The ${name} recording was not removed: ${error.message}` : `The ${name} recording is removed.`);
  };

  return (
    <section aria-labelledby="recordings-heading">
      <Stack spacing="xs" mt="lg">
        <Title order={3} size="h5" id="recordings-heading">
          Recordings
        </Title>
        <Text size="sm" color="dimmed">
          Visitors can press Listen to hear this text. Upload a recording of someone reading it (MP3, M4A, OGG or WebM,
          up to 10 MB); without one, the visitor&apos;s phone reads it in its own voice.
        </Text>
        {about && <Text size="sm">{about}</Text>}
        {LANGUAGES.map(({ language, name }) => {
          const row = stored?.find((each) => each.language === language);
          return (
            <Group key={language} spacing="sm" align="center">
              <Text weight={600} size="sm" sx={{ minWidth: 140 }}>
                {name} recording
              </Text>
              {row ? (
                row.url && <audio controls src={row.url} aria-label={`${name} recording`} preload="none" />
              ) : (
                <Text size="sm">No recording yet.</Text>
              )}
              <FileButton
                onChange={(file) => void upload(language, name, file)}
                accept={Object.keys(AUDIO_TYPES).join(",")}
                disabled={busy !== null || stored === null}
                inputProps={{ "aria-label": `${name} recording: choose a file` }}
              >
                {(props) => (
                  <Button {...props} size="xs" variant="default" leftIcon={<IconMicrophone size={16} />}>
                    {row ? `Replace ${name} recording` : `Upload ${name} recording`}
                  </Button>
                )}
              </FileButton>
              {row && (
                <Button
                  size="xs"
                  variant="default"
                  leftIcon={<IconTrash size={16} />}
                  onClick={() => void remove(row, name)}
                  disabled={busy !== null}
                  sx={(theme) => ({ color: theme.colors.red[9] })}
                >
                  Remove {name} recording
                </Button>
              )}
            </Group>
          );
        })}
        <Text size="sm" role="status" aria-live="polite">
          {message}
        </Text>
      </Stack>
    </section>
  );
}

/** Storage's refusals in staff's words. */
function plain(reason: string): string {
  if (/maximum allowed size/.test(reason)) return "the file is over 10 MB. Please record a shorter one.";
  if (/mime type/.test(reason)) return "this kind of file is not taken. Please choose an MP3, M4A, OGG or WebM file.";
  return reason;
}
