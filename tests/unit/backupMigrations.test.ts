import { expect, it } from "vitest";
import { missingMigrations } from "../../scripts/backup/restore";
import { baselineVersions } from "../../supabase/local/migrate";

// A restore refuses a target that lacks a migration the backup's project had ("apply
// supabase/migrations first"). The migrations were squashed into one baseline with the last
// replaced version (docs/architecture.md#backups): a backup made before lists the replaced
// versions, a project built after records only the baseline's, and that is the same schema.
const [baseline] = baselineVersions();

it("knows this checkout's baseline", () => {
  expect(baselineVersions()).toEqual(["20261125013100"]);
});

it("counts the versions a recorded baseline replaced as present", () => {
  const beforeTheSquash = ["20261122000100", "20261123003000", "20261125012100", baseline];
  expect(missingMigrations(beforeTheSquash, [baseline], [baseline])).toEqual([]);
  expect(missingMigrations(beforeTheSquash, [baseline, "20261201000000"], [baseline])).toEqual([]);
});

it("still names a migration the target lacks", () => {
  // Newer than the baseline, and not applied in the target.
  expect(missingMigrations([baseline, "20261201000000"], [baseline], [baseline])).toEqual(["20261201000000"]);
  // A target without the baseline recorded lacks the replaced versions too.
  expect(missingMigrations(["20261122000100", baseline], ["20261122000100"], [baseline])).toEqual([baseline]);
  // A version that is no baseline stands for itself only.
  expect(missingMigrations(["20261122000100"], ["20261125012100"], [baseline])).toEqual(["20261122000100"]);
});
