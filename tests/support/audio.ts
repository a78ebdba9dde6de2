// A small valid recording for the read-aloud tests, made here rather than kept as a binary file:
// MPEG-1 Layer III frames of silence (audio/mpeg, one of the types the `recordings` bucket takes).
// Each frame is a header and zeroed side information and data, which a decoder plays as silence.

/** 32 kbit/s, 44.1 kHz, mono, no CRC: a 104-byte frame of 1,152 samples (about 26 ms). */
const HEADER = [0xff, 0xfb, 0x10, 0xc0];
const FRAME_BYTES = 104;
const FRAME_SECONDS = 1152 / 44100;

/** About `seconds` of silence as an MP3 file. */
export function silentMp3(seconds = 3): Uint8Array<ArrayBuffer> {
  const frames = Math.ceil(seconds / FRAME_SECONDS);
  const bytes = new Uint8Array(frames * FRAME_BYTES);
  for (let frame = 0; frame < frames; frame += 1) bytes.set(HEADER, frame * FRAME_BYTES);
  return bytes;
}
