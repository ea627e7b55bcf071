import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast.tsx';
import { useDeleteGeneration } from '../api/delete-generation.ts';
import { generationOf, type GalleryItem } from '../utils/merge.ts';
import type { useLocalGallery } from './use-local-gallery.ts';

/**
 * Deleting a design from My Designs: the one waiting for confirmation, and the confirmed delete (from the
 * account, with the device's copies of it, or from this device's gallery).
 */
export function useGalleryDelete(local: ReturnType<typeof useLocalGallery>) {
  const { t } = useTranslation('gallery');
  const remove = useDeleteGeneration();
  const [confirming, setConfirming] = useState<GalleryItem | null>(null);
  const confirmDelete = async () => {
    const item = confirming;
    if (!item) return;
    try {
      if (item.source === 'account' && item.generationId) {
        await remove.mutateAsync(item.generationId);
        // The device's copies of that request point at files that no longer exist.
        local.remove((e) => generationOf(e.render) === item.generationId);
      } else if (item.local) {
        const entry = item.local;
        if (!local.remove((e) => e.address === entry.address && e.timestamp === entry.timestamp && e.render === entry.render)) throw new Error('storage');
      }
      toast.success(t('delete.done'));
      setConfirming(null);
      // The card that had focus is gone: continue from the list's heading.
      requestAnimationFrame(() => document.getElementById('gallery-heading')?.focus());
    } catch {
      toast.error(t('delete.failed'));
    }
  };
  return { confirming, setConfirming, confirmDelete, deleting: remove.isPending };
}
