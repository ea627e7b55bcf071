import { staticUrl } from '../../../lib/api-client.ts';

// Spec §7: downloads use a blob GET on the image URL.
export async function downloadImage(path: string, fileName: string): Promise<void> {
  const res = await fetch(staticUrl(path));
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const blob = await res.blob();
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
