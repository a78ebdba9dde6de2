// One of the prerender's workers (plugin.ts, `renderInWorkers`): renders its share of the pages
// with the server entry, from the content the main thread loaded, and hands each page back.
import { parentPort, workerData } from "node:worker_threads";

const { entry, content, jobs } = workerData;
const server = await import(entry);
server.seedPublishedData(content);
for (const { index, path } of jobs) {
  parentPort.postMessage({ index, rendered: await server.renderPage(path) });
}
