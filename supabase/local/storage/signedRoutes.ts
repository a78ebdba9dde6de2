import type { IncomingMessage } from "node:http";
import type { Caller } from "./caller";
import { errors } from "./errors";
import { checkObjectName } from "./files";
import type { ObjectStore } from "./objects";
import { expiresInOf, signerOf, signToken, SIGNED_UPLOAD_SECONDS, verifyToken } from "./signing";
import { readUpload } from "./upload";

/** At most this many paths in one request for signed URLs (Storage's MAX_OBJECTS_PER_REQUEST). */
const MAX_PATHS = 1000;

/**
 * Signed URLs and signed uploads, as supabase/storage's routes make and take them
 * (src/http/routes/object/getSignedURL.ts, getSignedURLs.ts, getSignedObject.ts,
 * getSignedUploadURL.ts, uploadSignedObject.ts); how the tokens are made: ./signing.ts.
 */
export function createSignedRoutes(store: ObjectStore) {
  /** POST /object/sign/{bucket}/{name}: `{ signedURL }` for an object the caller may read. */
  async function signOne(caller: Caller, bucketId: string, name: string, body: Record<string, unknown>) {
    const expiresIn = expiresInOf(body.expiresIn);
    await store.find(caller, bucketId, name);
    const token = await signToken(caller, `${bucketId}/${name}`, "download", expiresIn);
    return { signedURL: `/object/sign/${bucketId}/${name}?token=${token}` };
  }

  /** POST /object/sign/{bucket} `{ expiresIn, paths }`: one answer per path, an error for those the caller may not read. */
  async function signMany(caller: Caller, bucketId: string, body: Record<string, unknown>) {
    const expiresIn = expiresInOf(body.expiresIn);
    const { paths } = body;
    if (
      !Array.isArray(paths) ||
      paths.length === 0 ||
      paths.length > MAX_PATHS ||
      !paths.every((p) => typeof p === "string")
    ) {
      throw errors.invalidRequest(`body/paths must be an array of 1 to ${MAX_PATHS} object names`);
    }
    const visible = new Set(await store.visibleNames(caller, bucketId, paths as string[]));
    return Promise.all(
      (paths as string[]).map(async (path) =>
        visible.has(path)
          ? {
              error: null,
              path,
              signedURL: `/object/sign/${bucketId}/${path}?token=${await signToken(caller, `${bucketId}/${path}`, "download", expiresIn)}`,
            }
          : { error: "Either the object does not exist or you do not have access to it", path, signedURL: null },
      ),
    );
  }

  /** GET /object/sign/{bucket}/{name}?token=: the object, read as whoever signed the URL. */
  async function openSigned(token: string | null, bucketId: string, name: string) {
    const signed = await verifyToken(token, `${bucketId}/${name}`, "download");
    return { row: await store.find(signerOf(signed), bucketId, name), expires: signed.exp };
  }

  /**
   * POST /object/upload/sign/{bucket}/{name}: `{ url, token }`, once the caller could write the
   * object now (an insert, or with `x-upsert: true` an upsert, tried and rolled back).
   */
  async function signUpload(req: IncomingMessage, caller: Caller, bucketId: string, name: string) {
    checkObjectName(name);
    await store.bucketSettings(bucketId);
    const upsert = req.headers["x-upsert"] === "true";
    await store.canWrite(caller, bucketId, name, upsert);
    const token = await signToken(caller, `${bucketId}/${name}`, "upload", SIGNED_UPLOAD_SECONDS, { upsert });
    return { url: `/object/upload/sign/${bucketId}/${name}?token=${token}`, token };
  }

  /**
   * PUT /object/upload/sign/{bucket}/{name}?token=: the upload, written as the signer. Whether it
   * may replace an object is the token's (x-upsert when the URL was made), never this request's.
   */
  async function uploadSigned(req: IncomingMessage, token: string | null, bucketId: string, name: string) {
    const signed = await verifyToken(token, `${bucketId}/${checkObjectName(name)}`, "upload");
    const bucket = await store.bucketSettings(bucketId);
    const body = await readUpload(req, store.sizeLimit(bucket));
    await store.write(signerOf(signed), bucket, name, body, signed.upsert ? "upsert" : "insert");
    return { Key: `${bucketId}/${name}` };
  }

  return { signOne, signMany, openSigned, signUpload, uploadSigned };
}
