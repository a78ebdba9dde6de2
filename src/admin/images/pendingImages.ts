import type { CrudRecord, EditableResource, ImageField } from "../resources/types";
import type { FormValues } from "../crud/formValues";
import type { MediaStore } from "./mediaStore";
import type { PreparedImage } from "./prepare";

/**
 * Photos prepared in this form but not uploaded yet. The form holds each one's large version as a
 * local `blob:` URL (the preview's src, and what the required rules see), so typing elsewhere,
 * a failed upload or a failed save lose nothing; the bytes go up only when staff save.
 */
export class PendingImages {
  private readonly byUrl = new Map<string, PreparedImage>();

  add(prepared: PreparedImage): { large: string; small: string } {
    const large = URL.createObjectURL(prepared.large);
    const small = URL.createObjectURL(prepared.small);
    this.byUrl.set(large, prepared);
    return { large, small };
  }

  get(url: unknown): PreparedImage | undefined {
    return typeof url === "string" ? this.byUrl.get(url) : undefined;
  }

  /** Frees the previews' memory once the form is gone. */
  release(): void {
    for (const url of this.byUrl.keys()) URL.revokeObjectURL(url);
    this.byUrl.clear();
  }
}

export class UploadError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

const imageFields = (declaration: EditableResource) =>
  declaration.fields.filter((f): f is ImageField<CrudRecord> => f.kind === "image");

const extension = (type: string) => (type === "image/webp" ? "webp" : "jpg");

/**
 * Uploads the form's pending photos (large and small) and answers the values with their public
 * URLs in place of the local previews, plus every URL uploaded, so a failed save can remove them.
 */
export async function uploadPending(
  declaration: EditableResource,
  values: FormValues,
  pending: PendingImages,
  store: MediaStore,
  onUploading: (field: string | null) => void,
): Promise<{ values: FormValues; uploaded: string[] }> {
  const next = { ...values };
  const uploaded: string[] = [];
  try {
    for (const field of imageFields(declaration)) {
      const prepared = pending.get(values[field.name]);
      if (!prepared) continue;
      onUploading(field.name);
      const base = `${field.folder}/${crypto.randomUUID()}`;
      try {
        const large = await store.upload(`${base}.${extension(prepared.type)}`, prepared.large);
        uploaded.push(large);
        const small = await store.upload(`${base}-small.${extension(prepared.type)}`, prepared.small);
        uploaded.push(small);
        Object.assign(next, {
          [field.name]: large,
          [field.smallName]: small,
          [field.widthName]: prepared.width,
          [field.heightName]: prepared.height,
        });
      } catch (error) {
        await store.remove(uploaded).catch(() => undefined);
        const reason = error instanceof Error ? error.message : String(error);
        throw new UploadError(
          field.name,
          `The photo could not be uploaded (${reason}). Everything you typed is kept: try Save again.`,
        );
      }
    }
  } finally {
    onUploading(null);
  }
  return { values: next, uploaded };
}

/** The files a saved row no longer uses: its old photos, replaced or removed in this edit. */
export function replacedFiles(declaration: EditableResource, before: CrudRecord, saved: FormValues): unknown[] {
  return imageFields(declaration).flatMap((field) =>
    before[field.name] && before[field.name] !== saved[field.name] ? [before[field.name], before[field.smallName]] : [],
  );
}

/** Every file a row's photos use: removed with the row. */
export function filesOf(declaration: EditableResource, record: CrudRecord): unknown[] {
  return imageFields(declaration).flatMap((field) => [record[field.name], record[field.smallName]]);
}
