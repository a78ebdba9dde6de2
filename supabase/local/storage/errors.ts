import type { ServerResponse } from "node:http";

/**
 * Supabase Storage's error answer: `{ statusCode, error, message }` (statusCode a string), plus
 * the newer `code`. storage-js shows `message` to the caller and keeps `statusCode`.
 */
export class StorageError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

export const errors = {
  bucketNotFound: () => new StorageError(404, "NoSuchBucket", "Bucket not found", "Bucket not found"),
  objectNotFound: () => new StorageError(404, "NoSuchKey", "not_found", "Object not found"),
  duplicate: () => new StorageError(409, "KeyAlreadyExists", "Duplicate", "The resource already exists"),
  tooLarge: () =>
    new StorageError(413, "EntityTooLarge", "Payload too large", "The object exceeded the maximum allowed size"),
  mimeType: (type: string) =>
    new StorageError(415, "InvalidMimeType", "invalid_mime_type", `mime type ${type} is not supported`),
  rowLevelSecurity: () =>
    new StorageError(403, "AccessDenied", "Unauthorized", "new row violates row-level security policy"),
  invalidJwt: (why: string) => new StorageError(403, "InvalidJWT", "Unauthorized", `Invalid JWT: ${why}`),
  invalidKey: (key: string, why?: string) =>
    new StorageError(400, "InvalidKey", "Invalid Input", `Invalid key: ${key}${why ? ` (${why})` : ""}`),
  invalidCacheControl: () =>
    new StorageError(
      400,
      "InvalidRequest",
      "Invalid Input",
      "cacheControl must be a number of seconds or Cache-Control directives such as max-age=3600",
    ),
  invalidRequest: (message: string) => new StorageError(400, "InvalidRequest", "Invalid Input", message),
  notFound: (route: string) =>
    new StorageError(404, "NotFound", "Not Found", `${route} is not part of the local Storage stand-in`),
  internal: () => new StorageError(500, "InternalError", "Internal Server Error", "Internal Server Error"),
};

export function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}

export function sendError(res: ServerResponse, error: StorageError) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  sendJson(res, error.status, {
    statusCode: String(error.status),
    code: error.code,
    error: error.error,
    message: error.message,
  });
}
