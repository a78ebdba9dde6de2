import { Table } from "@mantine/core";
import type { ReactNode } from "react";

type AdminTableProps = (
  | { /** The id of the heading that names the table. */ labelledBy: string; label?: never }
  | { label: string; labelledBy?: never }
) & {
  /** The header row's cells, in order. */
  columns: readonly string[];
  /** The body's rows. */
  children: ReactNode;
};

/** The admin's tables of records (staff, privacy requests): named, with a header row and compact rows. */
export function AdminTable({ label, labelledBy, columns, children }: AdminTableProps) {
  return (
    <Table aria-label={label} aria-labelledby={labelledBy} verticalSpacing="xs">
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column}>{column}</th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </Table>
  );
}
