import exifr from 'exifr';

export interface PhotoGps {
  latitude: number;
  longitude: number;
}

/** The GPS position in a photo's EXIF (read from the original file, before shrinking), or null. */
export async function readPhotoGps(file: File): Promise<PhotoGps | null> {
  try {
    const gps = await exifr.gps(file);
    if (!gps) return null;
    const { latitude, longitude } = gps;
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
    if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
    if (latitude === 0 && longitude === 0) return null;
    return { latitude, longitude };
  } catch {
    return null;
  }
}
