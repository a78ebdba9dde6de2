/**
 * Where tests/e2e/serve.ts builds the site for this run: per web port, so a second `npm test` at
 * the same time does not rebuild this run's site under it.
 */
export const e2eBuildDir = (webPort = process.env.E2E_WEB_PORT) => `.data/e2e-dist-${webPort}`;
