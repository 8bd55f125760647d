import { fitWithin, PHOTO_QUALITY } from '#core/meters/image-size.ts';

function toBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('canvas.toBlob gave nothing'))),
      type,
      quality,
    );
  });
}

/**
 * Spec 000 section 5: the photo shrunk so its longest side is at most 1500 px and re-encoded at
 * quality 0.9, keeping its name and type (drawn upright from its EXIF orientation). A type the
 * browser cannot encode comes back as the browser's own choice rather than mislabelled.
 * Throws when the browser cannot read the image.
 */
export async function shrinkPhoto(file: File): Promise<File> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    const type = file.type || 'image/jpeg';
    const blob = await toBlob(canvas, type, PHOTO_QUALITY);
    return new File([blob], file.name, { type: blob.type || type, lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
