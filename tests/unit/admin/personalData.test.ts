import { readFileSync } from "node:fs";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import {
  canonicalFormOf,
  looksPersonal,
  NOT_PERSONAL_DATA,
  PERSONAL_DATA_COLUMNS,
  undeclaredPersonalColumns,
} from "../../../src/admin/privacy/personalData";

// Every column named like personal data is declared (private.personal_data_columns and its twin) or
// explicitly excluded: a new table's e-mail, phone, PAN, address or name cannot slip past the
// search, export and erasure of Settings -> Privacy requests (docs/architecture.md#privacy-requests).

/** Each table of Database.public.Tables in the generated types, with its columns' names (`t: Table<{ columns }, …>`). */
function tablesOf(path: string): Record<string, string[]> {
  const source = ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.Latest);
  const member = (node: ts.Node | undefined, name: string): ts.TypeLiteralNode | undefined => {
    if (!node || !ts.isTypeLiteralNode(node)) return undefined;
    const found = node.members.find(
      (m): m is ts.PropertySignature => ts.isPropertySignature(m) && m.name.getText(source) === name,
    );
    return found?.type && ts.isTypeLiteralNode(found.type) ? found.type : undefined;
  };
  const database = source.statements.find(
    (s): s is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(s) && s.name.text === "Database",
  );
  const tables = member(member(database?.type, "public"), "Tables");
  if (!tables) throw new Error(`No Database.public.Tables in ${path}`);
  return Object.fromEntries(
    tables.members.filter(ts.isPropertySignature).map((table) => {
      const row = table.type && ts.isTypeReferenceNode(table.type) ? table.type.typeArguments?.[0] : undefined;
      if (!row || !ts.isTypeLiteralNode(row)) throw new Error(`No columns for ${table.name.getText(source)}`);
      const columns = row.members.filter(ts.isPropertySignature).map((c) => c.name!.getText(source));
      return [table.name.getText(source), columns];
    }),
  );
}

const tables = tablesOf("src/lib/database.types.ts");

describe("the declared list of personal-data columns", () => {
  it("accounts for every column of every table that is named like personal data", () => {
    expect(Object.keys(tables)).toContain("contact_messages");
    expect(undeclaredPersonalColumns(tables)).toEqual([]);
  });

  it("accounts for the canonical form of a declared column, and only of a declared one", () => {
    // docs/architecture.md#one-canonical-form-for-identities: `<column>_canonical` beside each declared identity.
    expect(canonicalFormOf("receipt_requests", "pan_canonical")).toBe("pan");
    expect(canonicalFormOf("receipt_requests", "pan")).toBeNull();
    expect(canonicalFormOf("receipt_requests", "home_phone_canonical")).toBeNull();
    expect(undeclaredPersonalColumns({ contact_messages: ["email", "email_canonical", "mobile_canonical"] })).toEqual([
      "contact_messages.mobile_canonical",
    ]);
  });

  it("fails for a new table with an undeclared e-mail, phone, PAN, address or name", () => {
    const withNewTable = {
      ...tables,
      volunteer_signups: ["id", "parent_name", "parent_email", "phone", "child_pan", "home_address", "notes"],
    };
    expect(undeclaredPersonalColumns(withNewTable)).toEqual([
      "volunteer_signups.parent_name",
      "volunteer_signups.parent_email",
      "volunteer_signups.phone",
      "volunteer_signups.child_pan",
      "volunteer_signups.home_address",
    ]);
  });

  it("names only columns that exist, so the list cannot rot", () => {
    for (const list of [PERSONAL_DATA_COLUMNS, NOT_PERSONAL_DATA]) {
      for (const [table, columns] of Object.entries(list)) {
        for (const column of Object.keys(columns)) expect(tables[table] ?? [], `${table}.${column}`).toContain(column);
      }
    }
  });

  it("reads a column's name word by word", () => {
    for (const name of ["email", "donor_name", "pan", "phone", "mobile_number", "address", "date_of_birth"]) {
      expect(looksPersonal(name), name).toBe(true);
    }
    for (const name of ["company", "span", "expanded", "image_alt", "position", "placement", "subject"]) {
      expect(looksPersonal(name), name).toBe(false);
    }
  });
});
