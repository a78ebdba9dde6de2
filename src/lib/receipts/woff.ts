// A WOFF font unwrapped into the TrueType/OpenType file it compresses (the W3C's WOFF 1.0 format:
// each table zlib-compressed when that made it smaller). fontkit reads WOFF, but inflates a table
// again on every read, and it reads the glyph table once for each glyph it outlines or subsets:
// unwrapped once, the receipt was drawn about twice as fast.

const WOFF_SIGNATURE = 0x774f4646; // "wOFF"

async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  // "deflate" is the zlib format, with its header, as WOFF stores tables.
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The font as TrueType/OpenType: a WOFF file unwrapped, anything else as it is. */
export async function unwrapWoff(font: Uint8Array | ArrayBuffer): Promise<Uint8Array> {
  const bytes = font instanceof Uint8Array ? font : new Uint8Array(font);
  const woff = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 44 || woff.getUint32(0) !== WOFF_SIGNATURE) return bytes;
  const numTables = woff.getUint16(12);
  const tables = await Promise.all(
    Array.from({ length: numTables }, async (_, i) => {
      const entry = 44 + i * 20;
      const [tag, offset, compLength, origLength, checksum] = [0, 4, 8, 12, 16].map((at) => woff.getUint32(entry + at));
      const stored = bytes.subarray(offset, offset + compLength);
      return { tag, checksum, data: compLength < origLength ? await inflate(stored) : stored };
    }),
  );
  const pad = (n: number) => (n + 3) & ~3;
  const size = tables.reduce((sum, t) => sum + pad(t.data.byteLength), 12 + 16 * numTables);
  const out = new Uint8Array(size);
  const sfnt = new DataView(out.buffer);
  const entrySelector = Math.floor(Math.log2(numTables));
  sfnt.setUint32(0, woff.getUint32(4)); // the flavor: TrueType or CFF
  sfnt.setUint16(4, numTables);
  sfnt.setUint16(6, 16 * 2 ** entrySelector);
  sfnt.setUint16(8, entrySelector);
  sfnt.setUint16(10, 16 * numTables - 16 * 2 ** entrySelector);
  let offset = 12 + 16 * numTables;
  tables.forEach((table, i) => {
    const record = 12 + 16 * i;
    sfnt.setUint32(record, table.tag);
    sfnt.setUint32(record + 4, table.checksum);
    sfnt.setUint32(record + 8, offset);
    sfnt.setUint32(record + 12, table.data.byteLength);
    out.set(table.data, offset);
    offset += pad(table.data.byteLength);
  });
  return out;
}
