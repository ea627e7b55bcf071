import { useCallback, useState } from 'react';
import type { ClientAreaId } from '@landscape/contract';
import type { StudioState } from '../../../lib/designs/storage.ts';

type Update = (patch: Partial<StudioState> | ((s: StudioState) => Partial<StudioState>)) => void;

/**
 * Photo first: the homeowner's photo of an area, the "before" of that area's designs (not kept on the device),
 * with the House-Lock keep mask brushed on it; and whether the photo rows are open, with why (decision 047).
 */
export function usePhotoPath(update: Update) {
  const [photos, setPhotos] = useState<Partial<Record<ClientAreaId, File>>>({});
  /** House-Lock: the keep mask the homeowner brushed on an area's photo (absent: the computed one). */
  const [masks, setMasks] = useState<Partial<Record<ClientAreaId, Blob>>>({});
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const setPhoto = useCallback(
    (area: ClientAreaId, file: File | null) => {
      setPhotos((p) => {
        const next = { ...p };
        if (file) next[area] = file;
        else delete next[area];
        return next;
      });
      // a new photo (or none) starts from the computed mask again
      setMasks(({ [area]: _gone, ...rest }) => rest);
      // a photo of an area chooses that area
      if (file) update((s) => ({ areas: { ...s.areas, [area]: { ...s.areas[area], selected: true } } }));
    },
    [update],
  );
  const setMask = useCallback(
    (area: ClientAreaId, mask: Blob | null) => setMasks(({ [area]: _old, ...rest }) => (mask ? { ...rest, [area]: mask } : rest)),
    [],
  );
  /** Opens the photo rows for the owner, saying why (the owner's own toggle clears the note). */
  const openFor = useCallback((why: string | null) => {
    setOpen(true);
    setNote(why);
  }, []);
  const toggle = useCallback((next: boolean) => {
    setOpen(next);
    setNote(null);
  }, []);
  return { photos, masks, open, note, setPhoto, setMask, openFor, toggle };
}
