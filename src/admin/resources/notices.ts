import type { Notice, NoticeType } from "../../lib/database.types";
import { statusBadge } from "./statusBadge";
import { declareEditable } from "./types";

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
    addButton: "Add Notice",
    createTitle: "Add Notice",
    editTitle: "Edit Notice",
    emptyList: "No notices found.",
    deleteConfirmation: "Are you sure you want to delete this notice?",
    created: "Notice created successfully",
    updated: "Notice updated successfully",
    deleted: "Notice deleted successfully",
    saveFailed: "Failed to save notice",
    deleteFailed: "Failed to delete notice",
    fetchFailed: (message) => `Failed to fetch notices: ${message}. Check console for details.`,
  },
  fields: [
    { name: "title", label: "Title", kind: "text", required: true },
    { name: "content", label: "Content", kind: "textarea", required: true },
    {
      name: "type",
      label: "Type",
      kind: "select",
      required: true,
      defaultValue: "info",
      options: [
        { value: "info", label: "Info" },
        { value: "warning", label: "Warning" },
        { value: "success", label: "Success" },
        { value: "error", label: "Error" },
      ],
    },
    { name: "priority", label: "Priority", kind: "number", required: true, defaultValue: 1, min: 1, max: 10 },
    { name: "is_active", label: "Status", kind: "status", required: true, defaultValue: true },
  ],
  searchFields: ["title", "content"],
  defaultOrder: [
    { field: "priority", order: "desc" },
    { field: "created_at", order: "desc" },
  ],
  stampsUpdatedAt: true,
  toggle: {
    field: "is_active",
    turnOffLabel: "Deactivate",
    turnOnLabel: "Activate",
    turnedOn: "Notice activated successfully",
    turnedOff: "Notice deactivated successfully",
    failed: "Failed to update notice status",
  },
  card: {
    title: (row) => row.title,
    subtitle: (row) => `Priority ${row.priority}`,
    body: (row) => row.content,
    badges: (row) => [{ label: row.type, color: typeColors[row.type] }, statusBadge(row.is_active)],
  },
});
