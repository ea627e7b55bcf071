export const USUAL_PATHS: string[];
export const INSTALL_HINT: string;
export const UNUSED_BROWSER_FEATURES: string[];
export const PLAYWRIGHT_DISABLED_FEATURES: string[];
export const CHROMIUM_ARGS: string[];
type Found = { path: string; installed?: boolean } | { path: null; reason: string };
interface LocateOptions {
  env?: Record<string, string | undefined>;
  exists?: (p: string) => boolean;
  paths?: string[];
}
export function locateChromium(o?: LocateOptions): Found;
export function findChromium(
  o?: LocateOptions & { isRoot?: () => boolean; hasApt?: () => boolean; install?: () => boolean; log?: (line: string) => void },
): Found;
export function requireChromium(): string;
