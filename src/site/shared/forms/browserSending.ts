/**
 * A visitor form's ways of sending as the browser gives them: its endpoint, the page's fetch (called
 * on window, so that it is bound) and its device outbox. Tests pass their own.
 */
export const browserSending = <Endpoint, Outbox>(endpoint: Endpoint, outbox: Outbox) => ({
  endpoint,
  fetch: (input: RequestInfo | URL, init?: RequestInit) => window.fetch(input, init),
  outbox,
});
