import type { Doctor } from "../../lib/database.types";
import { statusBadge } from "./statusBadge";
import { activeField, activeToggle, formTexts, imageField, listTexts, newestFirst } from "./shared";
import { declareEditable } from "./types";

export const doctorsResource = declareEditable<Doctor>({
  table: "doctors",
  publishing: { ends: false },
  keepsHistory: true,
  dashboardCount: { active: false },
  path: "doctors",
  texts: {
    title: "Doctors",
    searchPlaceholder: "Search by name or specialty...",
    ...listTexts("Doctor", "doctors"),
    ...formTexts("Doctor", "added"),
  },
  fields: [
    { name: "name", label: "Name", kind: "text", required: true },
    { name: "specialty", label: "Specialty", kind: "text", required: true },
    { name: "experience", label: "Experience", kind: "text", required: true, placeholder: "15+ years" },
    imageField("Photo", "doctors"),
    { name: "qualifications", label: "Qualifications", kind: "text", required: true, placeholder: "MBBS, MD" },
    { name: "description", label: "Description", kind: "textarea", required: true },
    activeField(),
  ],
  searchFields: ["name", "specialty"],
  defaultOrder: newestFirst,
  stampsUpdatedAt: true,
  toggle: activeToggle("Doctor"),
  card: {
    title: (row) => row.name,
    subtitle: (row) => `${row.specialty} · ${row.experience}`,
    body: (row) => row.qualifications,
    badges: (row) => [statusBadge(row.is_active)],
  },
});
