import { Button, Card, Group, Text, Title } from "@mantine/core";
import {
  IconArrowDown,
  IconArrowUp,
  IconEdit,
  IconExternalLink,
  IconEye,
  IconHistory,
  IconToggleLeft,
  IconTrash,
} from "@tabler/icons-react";
import { useId } from "react";
import { ToneBadge } from "../layout/ToneBadge";
import type { CrudRecord, ResourceDeclaration, RowAction, ToggleDeclaration } from "../resources/types";
import type { Direction } from "./useRecordActions";
import { visibleState } from "../publishing/publishState";
import { hindiBadges } from "../resources/hindi";
import { previewPath } from "../../site/paths";

interface ResourceCardProps {
  declaration: ResourceDeclaration;
  record: CrudRecord;
  toggling: boolean;
  moving: boolean;
  /** A row action of this record is running. */
  acting: boolean;
  onAction: (action: RowAction) => void;
  onMove: (direction: Direction) => void;
  onOpen: () => void;
  onToggle: (toggle: ToggleDeclaration) => void;
  onStep?: (step: { value: string; label: string }) => void;
  onDelete: () => void;
  /** Opens the record's History (tables that keep one). */
  onHistory: () => void;
}

/** The record's picture, small, from its declared image field (the small copy when there is one). */
function thumbnailOf(declaration: ResourceDeclaration, record: CrudRecord): string | null {
  if (declaration.kind !== "editable") return null;
  const image = declaration.fields.find((field) => field.kind === "image");
  if (!image || image.kind !== "image") return null;
  const url = record[image.smallName] ?? record[image.name];
  return typeof url === "string" && url !== "" ? url : null;
}

/** One record as the declaration describes its card: title, subtitle, badges, and its actions. */
export function ResourceCard(props: ResourceCardProps) {
  const {
    declaration,
    record,
    toggling,
    moving,
    acting,
    onAction,
    onMove,
    onOpen,
    onToggle,
    onStep,
    onDelete,
    onHistory,
  } = props;
  const { card, toggle, extraToggles = [], rowActions = [] } = declaration;
  const toggles = (toggle ? [toggle, ...extraToggles] : extraToggles).filter((t) => record[t.field] || !t.onlyWhenOn);
  const headingId = useId();
  const title = card.title(record);
  const canEdit = declaration.kind === "editable";
  const highlight = card.highlight?.(record) ?? null;
  const thumbnail = thumbnailOf(declaration, record);
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p="md"
      sx={highlight ? (theme) => ({ borderColor: theme.colors.red[7], borderWidth: 2 }) : undefined}
    >
      <Group position="apart" align="flex-start" noWrap>
        {thumbnail && (
          // Beside the title, which names the record: the picture adds nothing a screen reader needs.
          <img
            src={thumbnail}
            alt=""
            width={64}
            height={64}
            loading="lazy"
            data-testid="thumbnail"
            style={{ objectFit: "cover", borderRadius: 4, flexShrink: 0 }}
          />
        )}
        <div style={{ minWidth: 0, flex: 1 }}>
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          <Text size="sm" sx={(theme) => ({ color: theme.colors.gray[7] })}>
            {card.subtitle(record)}
          </Text>
        </div>
        <Group spacing={6}>
          {[
            // One state of what the public sees, whatever columns decide it (decision 094).
            ...[visibleState(record)].filter((state) => state !== null),
            ...(card.badges?.(record) ?? []),
            ...hindiBadges(record),
          ].map((badge) => (
            <ToneBadge key={badge.label} color={badge.color}>
              {badge.label}
            </ToneBadge>
          ))}
        </Group>
      </Group>
      {highlight && (
        <Text size="sm" weight={700} mt="xs" sx={(theme) => ({ color: theme.colors.red[9] })}>
          {highlight}
        </Text>
      )}
      {card.body && (
        <Text size="sm" mt="xs" lineClamp={2}>
          {card.body(record)}
        </Text>
      )}
      <Group spacing="xs" mt="md">
        <Button
          size="xs"
          variant="default"
          leftIcon={canEdit ? <IconEdit size={16} /> : <IconEye size={16} />}
          onClick={onOpen}
        >
          {canEdit ? "Edit" : "Read"}
        </Button>
        {declaration.steps?.steps(record).map((step) => (
          <Button key={step.value} size="xs" variant="default" onClick={() => onStep?.(step)} loading={toggling}>
            {step.label}
          </Button>
        ))}
        {toggles.map((t) => (
          <Button
            key={t.field}
            size="xs"
            variant="default"
            leftIcon={<IconToggleLeft size={16} />}
            onClick={() => onToggle(t)}
            loading={toggling}
          >
            {record[t.field] ? t.turnOffLabel : t.turnOnLabel}
          </Button>
        ))}
        {rowActions
          .filter((action) => action.shown(record))
          .map((action) => (
            <Button key={action.label} size="xs" variant="default" onClick={() => onAction(action)} disabled={acting}>
              {action.label}
            </Button>
          ))}
        {declaration.reorder &&
          (["up", "down"] as const).map((direction) => (
            <Button
              key={direction}
              size="xs"
              variant="default"
              leftIcon={direction === "up" ? <IconArrowUp size={16} /> : <IconArrowDown size={16} />}
              onClick={() => onMove(direction)}
              disabled={moving}
            >
              {direction === "up" ? "Move up" : "Move down"}
            </Button>
          ))}
        {declaration.publishing && (
          // The public page as it will look, for staff only (docs/product.md#preview), in a new tab.
          <Button
            component="a"
            href={previewPath(declaration.table, record.id)}
            target="_blank"
            rel="noopener"
            size="xs"
            variant="default"
            leftIcon={<IconExternalLink size={16} />}
          >
            Preview
          </Button>
        )}
        {declaration.keepsHistory && (
          <Button size="xs" variant="default" leftIcon={<IconHistory size={16} />} onClick={onHistory}>
            History
          </Button>
        )}
        <Button
          size="xs"
          variant="default"
          leftIcon={<IconTrash size={16} />}
          onClick={onDelete}
          sx={(theme) => ({ color: theme.colors.red[9] })}
        >
          Delete
        </Button>
      </Group>
    </Card>
  );
}
