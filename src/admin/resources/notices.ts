import type { Notice, NoticeType } from "../../lib/database.types";
import { declareContent } from "./content";
import { activeField, activeToggle, selectField, textField } from "./shared";

const typeLabels: Record<NoticeType, string> = { info: "Info", warning: "Warning", success: "Success", error: "Error" };
const typeColors: Record<NoticeType, string> = { info: "blue", warning: "yellow", success: "green", error: "red" };

export const noticesResource = declareContent<Notice>({
  table: "notices",
  publishing: { ends: true },
  dashboardCount: { active: true },
  records: { one: "Notice", many: "notices", createdAs: "created" },
  texts: { title: "Notices", searchPlaceholder: "Search by title or content..." },
  fields: [
    textField("title", "Title"),
    textField("content", "Content", { kind: "textarea" }),
    selectField("type", "Type", typeLabels, "info"),
    { name: "priority", label: "Priority", kind: "number", required: true, defaultValue: 1, min: 1, max: 10 },
    activeField(),
  ],
  searchFields: ["title", "content"],
  defaultOrder: [
    { field: "priority", order: "desc" },
    { field: "created_at", order: "desc" },
  ],
  toggle: activeToggle("Notice"),
  card: {
    title: (row) => row.title,
    subtitle: (row) => `Priority ${row.priority}`,
    body: (row) => row.content,
    badges: (row) => [{ label: typeLabels[row.type], color: typeColors[row.type] }],
  },
});
