// The build's budgets, in one place: scripts/report-bundle.ts fails the build past them and
// tests/unit/docs/budgets.test.ts keeps the README and docs/architecture.md#performance saying the same.

/** gzip KB of the JavaScript the home page loads up front (its module script and preloads). */
export const HOME_JS_BUDGET_KB = 140;
/** gzip KB of each home page's HTML: what the first round trip of a connection carries. */
export const HOME_HTML_BUDGET_KB = 14;
