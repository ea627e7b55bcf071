import { areaOfImage, downloadFileName } from '../../../lib/download-name.ts';
import type { AreaId, GrowthStage, SavedGeneration, Upkeep } from '@landscape/contract';
import type { LocalEntry } from './local-gallery.ts';
import { groupChains } from '../../../lib/edit/edit-chain.ts';

// My Designs = the account's generations on the server + this device's gallery, one list, newest first.
// A local entry whose image belongs to a loaded server generation is that generation, not a second card;
// an entry made signed in is listed from the server only.

export interface GalleryDesign {
  /** The design's id (its share page /d/{id}); null for designs made before designs had ids. */
  id: string | null;
  /** Path under /static of the redesign; also the favourite key (as in the studio). */
  image: string;
  original: string | null;
  style: string;
  styleLabel: string | null;
  area: AreaId | null;
  /** The design as planted, after 3 years and at maturity, and what it takes to keep (account designs). */
  growth?: GrowthStage[];
  upkeep?: Upkeep;
  /** "Change just this": the design (id) this one was made from. */
  editedFrom?: string;
}

export interface GalleryItem {
  id: string;
  source: 'account' | 'device';
  generationId: string | null;
  address: string;
  /** Drawn from the homeowner's own photo: it has no address, its title says so. */
  fromPhoto: boolean;
  timestamp: number;
  designs: GalleryDesign[];
  local: LocalEntry | null;
  /** Its place in an edit chain listed together (0: the design the edits were made from), when it is in one. */
  chainStep?: number;
  /** How many edits the chain holds (on its first design). */
  chainSize?: number;
}

export function fromServer(g: SavedGeneration): GalleryItem {
  const t = Date.parse(g.created_at);
  return {
    id: `account:${g.id}`,
    source: 'account',
    generationId: g.id,
    address: g.address,
    fromPhoto: g.from_photo,
    timestamp: Number.isFinite(t) ? t : 0,
    designs: g.images.map((i) => ({
      id: i.id ?? null,
      image: i.image,
      original: i.original,
      style: i.style,
      styleLabel: i.style_label,
      area: i.area,
      ...(i.design?.growth ? { growth: i.design.growth } : {}),
      ...(i.design?.upkeep ? { upkeep: i.design.upkeep } : {}),
      ...(i.edited_from ? { editedFrom: i.edited_from } : {}),
    })),
    local: null,
  };
}

export function fromLocal(e: LocalEntry): GalleryItem {
  return {
    id: `device:${e.timestamp}:${e.render}`,
    source: 'device',
    generationId: null,
    address: e.address,
    fromPhoto: false,
    timestamp: e.timestamp,
    designs: [
      {
        id: e.designId ?? null,
        image: e.render,
        original: null,
        style: e.style,
        styleLabel: null,
        area: null,
        ...(e.editedFrom ? { editedFrom: e.editedFrom } : {}),
      },
    ],
    local: e,
  };
}

/**
 * @param hasMore the server has older generations not loaded yet: local entries older than the last
 *   loaded one wait, as they may turn out to be one of those.
 */
export function mergeGallery(server: readonly SavedGeneration[], local: readonly LocalEntry[], hasMore: boolean): GalleryItem[] {
  const fromAccount = server.filter((g) => g.images.length > 0).map(fromServer);
  const known = new Set(server.flatMap((g) => g.images.map((i) => i.image)));
  const oldest = fromAccount.length ? Math.min(...fromAccount.map((i) => i.timestamp)) : -Infinity;
  // A design made signed in is the account's: once deleted there (on any device) it is gone here too.
  const fromDevice = local.filter((e) => !e.owner && !known.has(e.render) && (!hasMore || e.timestamp >= oldest)).map(fromLocal);
  return groupEditChains([...fromAccount, ...fromDevice].sort((a, b) => b.timestamp - a.timestamp));
}

/**
 * An edit chain listed together (product §10): the design the edits were made from, then edit 1, edit 2…
 * in the place of the chain's newest design; everything else keeps its newest-first place.
 */
export function groupEditChains(items: readonly GalleryItem[]): GalleryItem[] {
  const linked = items.map((item) => ({ item, id: item.designs[0]?.id ?? item.id, editedFrom: item.designs[0]?.editedFrom ?? null }));
  return groupChains(linked)
    .map((group) => ({ newest: Math.max(...group.map((g) => g.item.timestamp)), first: items.indexOf(group[0]!.item), group }))
    .sort((a, b) => b.newest - a.newest || a.first - b.first)
    .flatMap(({ group }) =>
      group.length > 1 ? group.map((g, i) => ({ ...g.item, chainStep: i, ...(i === 0 ? { chainSize: group.length - 1 } : {}) })) : [group[0]!.item],
    );
}

/**
 * This account's designs kept on this device that the account no longer has (deleted on another
 * device): known only once every page of the account's list is loaded.
 */
export function staleOwnEntries(server: readonly SavedGeneration[], local: readonly LocalEntry[], hasMore: boolean, uid: string): LocalEntry[] {
  if (hasMore) return [];
  const known = new Set(server.flatMap((g) => g.images.map((i) => i.image)));
  return local.filter((e) => e.owner === uid && !known.has(e.render));
}

/** landscape_{style}_{area}_{timestamp}.png, the area read from the stored image's key. */
export function downloadName(style: string, image: string, timestamp: number): string {
  return downloadFileName(style, areaOfImage(image), timestamp);
}

/** The generation a stored image belongs to (`generations/<id>/<area>/<file>`), if any. */
export function generationOf(image: string): string | null {
  return /^(?:\/?static\/)?generations\/([^/]+)\//.exec(image)?.[1] ?? null;
}
