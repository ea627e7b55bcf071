// Spec §9: download file name is landscape_{style}_{timestamp}.png.
export function downloadFileName(style: string, timestamp: number): string {
  const safe = style.replace(/[^a-z0-9_-]+/gi, '_') || 'design';
  return `landscape_${safe}_${Math.trunc(timestamp)}.png`;
}
