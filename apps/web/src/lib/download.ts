import { CLAIM_TOKEN_HEADER } from '@landscape/contract/constants';
import { apiFile, downloadUrl, staticUrl } from './api-client.ts';
import { generationOfImage, loadClaims } from './designs/claims.ts';

/**
 * product §7/§9: a download is a blob GET of the image at full resolution (/download/{key}), saved under
 * the given file name; the stored image when the full-resolution one cannot be had.
 */
export async function downloadImage(path: string, fileName: string): Promise<void> {
  let res = await fetch(downloadUrl(path), { credentials: 'same-origin' });
  if (!res.ok) res = await fetch(staticUrl(path));
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  saveBlob(await res.blob(), fileName);
}

/** Saves a file the browser holds under the given name (the browser's own download). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
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

/**
 * The landscaper's pack of a design (GET /api/designs/{id}/pack.pdf, product §12), saved as a PDF; a visitor's
 * design is asked for with the claim token its browser holds.
 */
export async function downloadPack(designId: string, claimToken: string | null, fileName: string): Promise<void> {
  const blob = await apiFile(packUrl(designId), { headers: claimToken ? { [CLAIM_TOKEN_HEADER]: claimToken } : {}, timeoutMs: 60_000 });
  saveBlob(blob, fileName);
}

/**
 * The address of a design's landscaper's pack: a plain GET anyone may follow while the design is shared
 * (the share page's link, the e-mail to a landscaper); its owner's browser fetches it with downloadPack.
 */
export function packUrl(designId: string, origin = ''): string {
  return `${origin}/api/designs/${encodeURIComponent(designId)}/pack.pdf`;
}

/** The landscaper's pack of a saved design (My Designs), a visitor's asked for with the claim token kept for its generation. */
export async function downloadPackOf(designId: string, image: string, fileName: string): Promise<void> {
  const generation = generationOfImage(image);
  await downloadPack(designId, generation ? (loadClaims()[generation] ?? null) : null, fileName);
}
