import type { ServerResponse } from "node:http";

/**
 * Supabase Storage's error answer, as its global error handler sends it
 * (supabase/storage src/http/error-handler.ts, src/internal/errors/storage-error.ts): the body is
 * `{ statusCode, code, error, message }` with the error's own status as the string `statusCode`,
 * and the HTTP status is 400 for every error that is not a 500 (`userStatusCode`), so a missing
 * object is HTTP 400 with `"statusCode": "404"`. Only a route Storage does not have
 * (src/http/not-found-handler.ts) and the JWT role check answer their status as the HTTP status.
 * storage-js shows `message` and keeps `statusCode` (packages/core/storage-js/src/lib/fetch.ts).
 */
export class StorageError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly error: string,
    message: string,
    /** The HTTP status, when it is not Storage's usual 400 (or 500). */
    readonly httpStatus: number = status === 500 ? 500 : 400,
  ) {
    super(message);
  }
}

// Each error as supabase/storage src/internal/errors/codes.ts builds it (`ERRORS.*`); where that
// gives no `error`, the handler sends the code there.
export const errors = {
  bucketNotFound: () => new StorageError(404, "NoSuchBucket", "Bucket not found", "Bucket not found"),
  objectNotFound: () => new StorageError(404, "NoSuchKey", "not_found", "Object not found"),
  duplicate: () => new StorageError(409, "KeyAlreadyExists", "Duplicate", "The resource already exists"),
  tooLarge: () =>
    new StorageError(413, "EntityTooLarge", "Payload too large", "The object exceeded the maximum allowed size"),
  mimeType: (type: string) =>
    new StorageError(415, "InvalidMimeType", "invalid_mime_type", `mime type ${type} is not supported`),
  // src/storage/database/errors.ts: Postgres' 42501 becomes ERRORS.AccessDenied.
  rowLevelSecurity: () =>
    new StorageError(403, "AccessDenied", "Unauthorized", "new row violates row-level security policy"),
  // src/http/plugins/jwt.ts: a token that does not verify is ERRORS.AccessDenied(err.message).
  invalidJwt: (why: string) => new StorageError(403, "AccessDenied", "Unauthorized", why),
  invalidKey: (key: string, why?: string) =>
    new StorageError(400, "InvalidKey", "InvalidKey", `Invalid key: ${key}${why ? ` (${why})` : ""}`),
  invalidCacheControl: () =>
    new StorageError(
      400,
      "InvalidRequest",
      "InvalidRequest",
      "cacheControl must be a number of seconds or Cache-Control directives such as max-age=3600",
    ),
  relatedNotFound: () =>
    new StorageError(404, "InvalidRequest", "InvalidRequest", "The related resource does not exist"),
  invalidRequest: (message: string) => new StorageError(400, "InvalidRequest", "InvalidRequest", message),
  invalidParameter: (name: string) =>
    new StorageError(400, "InvalidParameter", "InvalidParameter", `Invalid Parameter ${name}`),
  missingParameter: (name: string) =>
    new StorageError(400, "MissingParameter", "MissingParameter", `Missing Required Parameter ${name}`),
  // A signed URL's token (src/storage/object.ts verifyObjectSignature): one that does not verify is
  // ERRORS.InvalidJWT with the verifier's words, one for another object or action InvalidSignature.
  invalidToken: (why: string) => new StorageError(400, "InvalidJWT", "InvalidJWT", why),
  invalidSignature: (message = "Invalid signature") =>
    new StorageError(400, "InvalidSignature", "InvalidSignature", message),
  // object.ts deleteObject: a row the policies hide from DELETE.
  accessDenied: () => new StorageError(403, "AccessDenied", "Unauthorized", "Access denied"),
  invalidBucketName: () => new StorageError(400, "InvalidBucketName", "Invalid Input", "Bucket name invalid"),
  bucketExists: () => new StorageError(409, "BucketAlreadyExists", "Duplicate", "The resource already exists"),
  bucketNotEmpty: () =>
    new StorageError(409, "ResourceNotEmpty", "ResourceNotEmpty", "The bucket you tried to delete is not empty"),
  invalidMimeTypeRule: (type: string) =>
    new StorageError(415, "InvalidMimeType", "invalid_mime_type", `mime type ${type} is not supported`),
  // src/http/not-found-handler.ts: a route Storage does not have is a real HTTP 404.
  notFound: (method: string, url: string) =>
    new StorageError(404, "InvalidRequest", "Not Found", `Route ${method}:${url} not found`, 404),
  internal: () => new StorageError(500, "InternalError", "Internal", "Internal Server Error"),
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
  sendJson(res, error.httpStatus, {
    statusCode: String(error.status),
    code: error.code,
    error: error.error,
    message: error.message,
  });
}
