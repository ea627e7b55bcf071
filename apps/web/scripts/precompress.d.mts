import type { Plugin } from 'vite';
export function compressDir(dir: string): { files: number; raw: number; br: number; gz: number };
export function precompress(): Plugin;
