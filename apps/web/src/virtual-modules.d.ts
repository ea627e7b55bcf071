/** The studio's pictures, drawn at build time by the design engine (apps/web/scripts/studio-pictures.mjs). */
declare module 'virtual:studio-pictures' {
  export interface BuiltPicture {
    /** Intrinsic size at 1x (CSS pixels), for width/height. */
    width: number;
    height: number;
    /** The 1x WebP, for browsers that take no <source>. */
    src: string;
    /** srcset lists (1x and 2x widths). */
    avif: string;
    webp: string;
  }
  /** Each catalogue style's front yard on one example house (16:9). */
  export const STYLE_PICTURES: Partial<Record<string, BuiltPicture>>;
  /** The hero's tabs: the example property before and after, in the tab's style (4:3). */
  export const HERO_PICTURES: Record<'front_yard' | 'backyard' | 'walkway', { style: string; before: BuiltPicture; after: BuiltPicture }>;
}
