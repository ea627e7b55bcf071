import type { Plugin } from 'vite';
export function preloadFirstStrings(): Plugin;
