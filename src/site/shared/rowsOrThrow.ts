// The public site's reads each throw an Error carrying the server's message; the page decides
// whether to show it or fall back to an empty list.

type Result<T> = { data: T[] | null; error: { message: string } | null };

export function rowsOrThrow<T>({ data, error }: Result<T>): T[] {
  if (error) throw new Error(error.message);
  return data ?? [];
}
