import { PHOTO_LIMITS } from '../../lib/forms/photoLimits';

/** A photo ready to send: downscaled in the browser when it could decode it, otherwise the file as chosen. */
export interface SelectedPhoto {
  id: string;
  name: string;
  blob: Blob;
  previewUrl: string;
  /** The browser could not decode it (e.g. HEIC on some browsers): sent as it is, for the server to judge. */
  asIs: boolean;
}

/**
 * Scales a photo to at most 2048 px on its longest side and encodes it as JPEG, so a phone sends 1–2 MB instead of
 * its 5–12 MB original (and an iPhone's HEIC arrives as JPEG where the browser can decode it). createImageBitmap
 * applies the EXIF orientation, so the JPEG is upright.
 */
export async function downscalePhoto(file: File): Promise<SelectedPhoto> {
  const id = `${file.name}-${file.size}-${Math.random().toString(36).slice(2)}`;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = Math.min(1, PHOTO_LIMITS.maxSide / Math.max(bitmap.width, bitmap.height));
    const width = Math.round(bitmap.width * scale);
    const height = Math.round(bitmap.height * scale);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    bitmap.close();
    const blob = await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob failed'))), 'image/jpeg', 0.85),
    );
    const name = file.name.replace(/\.[^.]*$/, '') + '.jpg';
    return { id, name, blob, previewUrl: URL.createObjectURL(blob), asIs: false };
  } catch {
    return { id, name: file.name, blob: file, previewUrl: '', asIs: true };
  }
}

/** Sends a form with files and reports the upload's progress (fetch cannot), resolving with the status and body. */
export function uploadWithProgress(
  url: string,
  body: FormData,
  onProgress: (percent: number) => void,
): Promise<{ status: number; json: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let json: Record<string, unknown> = {};
      try {
        json = JSON.parse(request.responseText) as Record<string, unknown>;
      } catch {
        // Not JSON: the status alone decides.
      }
      resolve({ status: request.status, json });
    };
    request.onerror = () => reject(new Error('network'));
    request.send(body);
  });
}
