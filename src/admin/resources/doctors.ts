import type { Doctor } from "../../lib/database.types";
import { declareContent } from "./content";
import { activeField, activeToggle, imageField, textField } from "./shared";

export const doctorsResource = declareContent<Doctor>({
  table: "doctors",
  records: { one: "Doctor", many: "doctors", createdAs: "added" },
  texts: { title: "Doctors", searchPlaceholder: "Search by name or specialty..." },
  fields: [
    textField("name", "Name"),
    textField("specialty", "Specialty"),
    textField("experience", "Experience", { placeholder: "15+ years" }),
    imageField("Photo", "doctors"),
    textField("qualifications", "Qualifications", { placeholder: "MBBS, MD" }),
    textField("description", "Description", { kind: "textarea" }),
    activeField(),
  ],
  searchFields: ["name", "specialty"],
  toggle: activeToggle("Doctor"),
  card: {
    title: (row) => row.name,
    subtitle: (row) => `${row.specialty} · ${row.experience}`,
    body: (row) => row.qualifications,
  },
});
