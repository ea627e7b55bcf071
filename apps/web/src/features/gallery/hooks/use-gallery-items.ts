import { useEffect, useMemo } from 'react';
import { useMyGenerations } from '../api/get-my-generations.ts';
import { mergeGallery, staleOwnEntries } from '../utils/merge.ts';
import { useLocalGallery } from './use-local-gallery.ts';

/**
 * The designs My Designs lists: the account's from every device merged with this device's gallery, and the
 * favourites. Designs of this account deleted on another device leave this device's gallery too.
 */
export function useGalleryItems(uid: string) {
  const server = useMyGenerations(uid);
  const local = useLocalGallery();
  const generations = useMemo(() => server.data?.pages.flatMap((p) => p.generations) ?? [], [server.data]);
  const items = useMemo(() => mergeGallery(generations, local.entries, !!server.hasNextPage), [generations, local.entries, server.hasNextPage]);
  const favorites = useMemo(() => new Set(local.favorites), [local.favorites]);
  // Designs of this account deleted on another device leave this device's gallery too.
  const stale = useMemo(
    () => (server.isSuccess ? staleOwnEntries(generations, local.entries, !!server.hasNextPage, uid) : []),
    [server.isSuccess, generations, local.entries, server.hasNextPage, uid],
  );
  const removeLocal = local.remove;
  useEffect(() => {
    if (stale.length > 0) removeLocal((e) => stale.some((x) => x.render === e.render && x.timestamp === e.timestamp));
  }, [stale, removeLocal]);
  return { server, local, items, favorites };
}
