// Runs one Edge Function under Deno as Supabase's edge runtime does: the function calls
// Deno.serve(handler) with no port; we take its handler and serve it on the port the local
// backend chose, and answer an uncaught error with the runtime's WORKER_ERROR shape.
const port = Number(Deno.env.get("LOCAL_FUNCTION_PORT"));
const entry = Deno.args[0];
const realServe = Deno.serve.bind(Deno);
let served = false;

function handlerOf(args) {
  for (const arg of args) {
    if (typeof arg === "function") return arg;
    if (arg && typeof arg.handler === "function") return arg.handler;
  }
  throw new Error("Deno.serve was called without a handler");
}

Deno.serve = (...args) => {
  if (served) throw new Error("a function may call Deno.serve only once");
  served = true;
  return realServe(
    {
      port,
      hostname: "127.0.0.1",
      onListen: () => console.log("local-function-listening"),
      onError(error) {
        console.error(error);
        return Response.json(
          { code: "WORKER_ERROR", message: "Function exited due to an error (please check logs)" },
          { status: 500 },
        );
      },
    },
    handlerOf(args),
  );
};

await import(entry);
if (!served) {
  console.error(`${entry} did not call Deno.serve`);
  Deno.exit(1);
}
