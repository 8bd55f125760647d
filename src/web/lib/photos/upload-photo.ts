import { RECORD_MESSAGES } from '#core/meters/record-rules.ts';

/**
 * PUT {uploadURL}: the photo straight to storage (our /img URL or a presigned bucket URL), with
 * the file's own type. Not through apiRequest: the signed URL is the credential, and a bucket
 * answers in XML. Throws our /img's own message (a full photo storage, 413), else 'Failed to
 * upload photo to storage' when the answer is not OK. With `conflictIsStored`, a 409 (this guid's
 * object is already stored: an earlier try got through) counts as stored.
 */
export async function uploadPhoto(
  uploadURL: string,
  file: Blob,
  options: { conflictIsStored?: boolean } = {},
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(uploadURL, {
      method: 'PUT',
      headers: { 'Content-Type': file.type || 'application/octet-stream' },
      body: file,
    });
  } catch {
    throw new Error(RECORD_MESSAGES.storageFailed);
  }
  if (response.ok || (options.conflictIsStored && response.status === 409)) return;
  throw new Error((await serverMessage(response)) ?? RECORD_MESSAGES.storageFailed);
}

/** The `message` of our JSON error body; undefined for anything else (a bucket's XML). */
async function serverMessage(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = JSON.parse(await response.text());
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      return body.message || undefined;
    }
  } catch {
    // Not JSON.
  }
  return undefined;
}
