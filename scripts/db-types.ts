// `npm run db:types`: writes src/lib/database.types.ts from the schema that the migrations build,
// in the shape `supabase gen types typescript` produces. `npm run db:types -- --check` (part of
// `npm test`) fails when the committed file differs, so a migration cannot drift from its types.
import { readFileSync, writeFileSync } from "node:fs";
import postgres from "postgres";
import { format, resolveConfig } from "prettier";
import { openDatabase } from "../supabase/local/database";
import { describeSchema } from "./db-types/introspect";
import { renderTypes } from "./db-types/render";

const target = "src/lib/database.types.ts";
const check = process.argv.includes("--check");

const database = await openDatabase({ dataDir: null, log: () => {} });
let source: string;
try {
  const sql = postgres(database.url, { max: 1, onnotice: () => {} });
  try {
    source = renderTypes(await describeSchema(sql, "public"));
  } finally {
    await sql.end({ timeout: 2 });
  }
} finally {
  await database.close();
}
const formatted = await format(source, { ...(await resolveConfig(target)), filepath: target });

if (check) {
  if (readFileSync(target, "utf8") !== formatted) {
    console.error(
      `${target} does not match the schema the migrations build. Run \`npm run db:types\` and commit the result.`,
    );
    process.exit(1);
  }
  console.log(`${target} matches the migrations.`);
} else {
  writeFileSync(target, formatted);
  console.log(`Wrote ${target}.`);
}
