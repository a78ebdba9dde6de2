// The foundation's own facts, in one place: edit here, and every page follows.
export const foundation = {
  name: "Prayagraj Neurodiversity Foundation",
  shortName: "PNF",
} as const;
