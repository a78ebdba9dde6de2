import type { Notice, NoticeType } from "../../lib/database.types";
import { statusBadge } from "./statusBadge";
import { activeField, activeToggle, formTexts, listTexts, selectField } from "./shared";
import { declareEditable } from "./types";

const typeLabels: Record<NoticeType, string> = { info: "Info", warning: "Warning", success: "Success", error: "Error" };
const typeColors: Record<NoticeType, string> = { info: "blue", warning: "yellow", success: "green", error: "red" };

export const noticesResource = declareEditable<Notice>({
  table: "notices",
  publishing: { ends: true },
  keepsHistory: true,
  dashboardCount: { active: true },
  path: "notices",
  texts: {
    title: "Notices",
    searchPlaceholder: "Search by title or content...",
    ...listTexts("Notice", "notices"),
    ...formTexts("Notice", "created"),
  },
  fields: [
    { name: "title", label: "Title", kind: "text", required: true },
    { name: "content", label: "Content", kind: "textarea", required: true },
    selectField("type", "Type", typeLabels, "info"),
    { name: "priority", label: "Priority", kind: "number", required: true, defaultValue: 1, min: 1, max: 10 },
    activeField(),
  ],
  searchFields: ["title", "content"],
  defaultOrder: [
    { field: "priority", order: "desc" },
    { field: "created_at", order: "desc" },
  ],
  stampsUpdatedAt: true,
  toggle: activeToggle("Notice"),
  card: {
    title: (row) => row.title,
    subtitle: (row) => `Priority ${row.priority}`,
    body: (row) => row.content,
    badges: (row) => [{ label: row.type, color: typeColors[row.type] }, statusBadge(row.is_active)],
  },
});
