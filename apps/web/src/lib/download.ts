import { downloadUrl, staticUrl } from './api-client.ts';

/**
 * product §7/§9: a download is a blob GET of the image at full resolution (/download/{key}), saved under
 * the given file name; the stored image when the full-resolution one cannot be had.
 */
export async function downloadImage(path: string, fileName: string): Promise<void> {
  let res = await fetch(downloadUrl(path), { credentials: 'same-origin' });
  if (!res.ok) res = await fetch(staticUrl(path));
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const url = URL.createObjectURL(await res.blob());
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = fileName;
    a.rel = 'noopener';
    document.body.appendChild(a);
    a.click();
    a.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 1_000);
  }
}
