import { Box, Button, FileButton, Group, Image, Input, Progress, SimpleGrid, Text, TextInput } from "@mantine/core";
import { IconPhoto, IconTrash } from "@tabler/icons-react";
import { useReducedMotion } from "@mantine/hooks";
import { type DragEvent, useState } from "react";
import { type Control, useController } from "react-hook-form";
import { browserCodec } from "../images/browserCodec";
import type { PendingImages } from "../images/pendingImages";
import { ImagePreparationError, prepareImage, preparationMessages } from "../images/prepare";
import type { CrudRecord, ImageField } from "../resources/types";
import { altTextRules, fieldRules, type FormValues } from "./formValues";
import { hindiProps } from "./hindiInput";

interface ImageInputProps {
  field: ImageField<CrudRecord>;
  control: Control<FormValues>;
  pending: PendingImages;
  /** The field whose photo is being uploaded now, if any. */
  uploading: boolean;
}

/** Choose or drop a photo, see it, replace or remove it, and describe it (alt text). */
export function ImageInput({ field, control, pending, uploading }: ImageInputProps) {
  const url = useController({ name: field.name, control, rules: fieldRules(field) });
  const small = useController({ name: field.smallName, control });
  const width = useController({ name: field.widthName, control });
  const height = useController({ name: field.heightName, control });
  const alt = useController({ name: field.altName, control, rules: altTextRules(field) });
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const reduceMotion = useReducedMotion();

  const src = typeof url.field.value === "string" ? url.field.value : "";
  const preview = (typeof small.field.value === "string" && small.field.value) || src;

  async function choose(file: File | null) {
    if (!file) return;
    setProblem(null);
    setProgress(0);
    try {
      const prepared = await prepareImage(file, browserCodec, setProgress);
      const urls = pending.add(prepared);
      url.field.onChange(urls.large);
      small.field.onChange(urls.small);
      width.field.onChange(prepared.width);
      height.field.onChange(prepared.height);
    } catch (error) {
      setProblem(error instanceof ImagePreparationError ? error.message : preparationMessages.unreadable);
    } finally {
      setProgress(null);
    }
  }

  function remove() {
    setProblem(null);
    url.field.onChange("");
    small.field.onChange("");
    width.field.onChange(null);
    height.field.onChange(null);
  }

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    void choose(event.dataTransfer.files[0] ?? null);
  }

  const busy = progress !== null || uploading;
  const error = problem ?? url.fieldState.error?.message;
  return (
    <Input.Wrapper labelElement="div" label={field.label} required={field.required} error={error}>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        p="sm"
        mt={4}
        sx={(theme) => ({
          border: `2px dashed ${dragging ? theme.colors.blue[7] : theme.colors.gray[5]}`,
          borderRadius: theme.radius.md,
        })}
      >
        <Group align="center" spacing="md">
          {src ? (
            <Image src={preview} alt={`Preview: ${alt.field.value || "the chosen photo"}`} width={120} radius="sm" />
          ) : (
            <Text size="sm">No photo yet. Choose one, or drop it here.</Text>
          )}
          <Group spacing="xs">
            <FileButton
              onChange={(file) => void choose(file)}
              accept="image/*,.heic,.heif"
              disabled={busy}
              inputProps={{ "aria-label": `${field.label}: choose a file` }}
            >
              {(props) => (
                <Button {...props} size="xs" variant="default" leftIcon={<IconPhoto size={16} />} disabled={busy}>
                  {src ? "Replace photo" : "Choose photo"}
                </Button>
              )}
            </FileButton>
            {src && (
              <Button
                size="xs"
                variant="default"
                leftIcon={<IconTrash size={16} />}
                onClick={remove}
                disabled={busy}
                sx={(theme) => ({ color: theme.colors.red[9] })}
              >
                Remove photo
              </Button>
            )}
          </Group>
        </Group>
        <div role="status" aria-live="polite">
          {progress !== null && (
            <>
              <Text size="sm" mt="xs">
                Preparing photo… {Math.round(progress * 100)}%
              </Text>
              <Progress value={progress * 100} aria-label="Preparing photo" mt={4} />
            </>
          )}
          {uploading && (
            <>
              <Text size="sm" mt="xs">
                Uploading photo…
              </Text>
              <Progress value={100} striped animate={!reduceMotion} aria-label="Uploading photo" mt={4} />
            </>
          )}
        </div>
      </Box>
      {/* The alt text, and its Hindi beside it when the declaration has one (as the form's texts). */}
      <SimpleGrid mt="xs" cols={field.altHindiName ? 2 : 1} spacing="sm" breakpoints={[{ maxWidth: "sm", cols: 1 }]}>
        <TextInput
          label={field.altLabel}
          description="What the photo shows, for people who cannot see it"
          required={Boolean(src)}
          error={alt.fieldState.error?.message}
          name={alt.field.name}
          ref={alt.field.ref}
          onBlur={alt.field.onBlur}
          value={typeof alt.field.value === "string" ? alt.field.value : ""}
          onChange={(event) => alt.field.onChange(event.currentTarget.value)}
        />
        {field.altHindiName && <HindiAltText name={field.altHindiName} english={field.altLabel} control={control} />}
      </SimpleGrid>
    </Input.Wrapper>
  );
}

function HindiAltText({ name, english, control }: { name: string; english: string; control: Control<FormValues> }) {
  const hindi = useController({ name, control });
  return (
    <TextInput
      label="हिन्दी"
      {...hindiProps(english, false)}
      name={hindi.field.name}
      ref={hindi.field.ref}
      onBlur={hindi.field.onBlur}
      value={typeof hindi.field.value === "string" ? hindi.field.value : ""}
      onChange={(event) => hindi.field.onChange(event.currentTarget.value)}
    />
  );
}
