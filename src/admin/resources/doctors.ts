import type { Doctor } from "../../lib/database.types";
import { statusBadge } from "./statusBadge";
import { declareEditable } from "./types";

export const doctorsResource = declareEditable<Doctor>({
  table: "doctors",
  path: "doctors",
  texts: {
    title: "Doctors",
    searchPlaceholder: "Search by name or specialty...",
    addButton: "Add Doctor",
    createTitle: "Add Doctor",
    editTitle: "Edit Doctor",
    emptyList: "No doctors found.",
    deleteConfirmation: "Are you sure you want to delete this doctor?",
    created: "Doctor added successfully",
    updated: "Doctor updated successfully",
    deleted: "Doctor deleted successfully",
    saveFailed: "Failed to save doctor",
    deleteFailed: "Failed to delete doctor",
    fetchFailed: (message) => `Failed to fetch doctors: ${message}. Check console for details.`,
  },
  fields: [
    { name: "name", label: "Name", kind: "text", required: true },
    { name: "specialty", label: "Specialty", kind: "text", required: true },
    { name: "experience", label: "Experience", kind: "text", required: true, placeholder: "15+ years" },
    { name: "image_url", label: "Image URL", kind: "url", required: false, placeholder: "https://..." },
    { name: "qualifications", label: "Qualifications", kind: "text", required: true, placeholder: "MBBS, MD" },
    { name: "description", label: "Description", kind: "textarea", required: true },
    { name: "is_active", label: "Status", kind: "status", required: true, defaultValue: true },
  ],
  searchFields: ["name", "specialty"],
  defaultOrder: [{ field: "created_at", order: "desc" }],
  stampsUpdatedAt: true,
  toggle: {
    field: "is_active",
    turnOffLabel: "Deactivate",
    turnOnLabel: "Activate",
    turnedOn: "Doctor activated successfully",
    turnedOff: "Doctor deactivated successfully",
    failed: "Failed to update doctor status",
  },
  card: {
    title: (row) => row.name,
    subtitle: (row) => `${row.specialty} · ${row.experience}`,
    body: (row) => row.qualifications,
    badges: (row) => [statusBadge(row.is_active)],
  },
});
