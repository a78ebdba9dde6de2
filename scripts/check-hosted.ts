// `npm run check:hosted` (until package.json has it: `npx tsx scripts/check-hosted.ts`): checks a
// Supabase project from outside, read-only, before the site goes live, and prints a checklist.
// SUPABASE_URL, VITE_SUPABASE_PUBLISHABLE_KEY and (optional) SUPABASE_SECRET_KEY name the project.
import { checklist, runHostedChecks } from "./hostedChecks";
import { checkHostedSettings, settingsOrExit } from "./settings";

const project = settingsOrExit(() => checkHostedSettings());
console.log(`Checking ${project.url} ...\n`);
const checks = await runHostedChecks(project);
console.log(checklist(checks));
process.exit(checks.some((check) => check.verdict === "fail") ? 1 : 0);
