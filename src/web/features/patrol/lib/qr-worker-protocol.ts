/** Messages between the scanner and its decoding worker (workers/qr-decoder.worker.ts). */

/** A camera frame to read; the bitmap is transferred, and closed by the worker. */
export interface DecodeRequest {
  id: number;
  frame: ImageBitmap;
}

export type DecodeReply = { id: number; text: string | null } | { id: number; error: string };
