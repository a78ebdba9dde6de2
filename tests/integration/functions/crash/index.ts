// A test function whose handler throws; ?exit=1 ends its whole process instead.
Deno.serve((req) => {
  if (new URL(req.url).searchParams.has("exit")) Deno.exit(3);
  throw new Error("the crash function crashed, as it should");
});
