import { staticUrl } from '../../../lib/api-client.ts';

/** Spec §7/§9: downloads are a blob GET of the image, saved as landscape_{style}_{timestamp}.png. */
export async function downloadDesign(image: string, fileName: string): Promise<void> {
  const res = await fetch(staticUrl(image));
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
