/** The style cards' pictures, drawn at build time by the design engine (apps/web/scripts/style-pictures.mjs). */
declare module 'virtual:style-pictures' {
  export interface StylePicture {
    /** Intrinsic size at 1x (CSS pixels of a card), for width/height. */
    width: number;
    height: number;
    /** The 1x WebP, for browsers without <picture> support. */
    src: string;
    /** srcset lists (1x and 2x widths). */
    avif: string;
    webp: string;
  }
  export const STYLE_PICTURES: Partial<Record<string, StylePicture>>;
}
