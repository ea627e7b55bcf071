import type { Plugin } from 'vite';
export function inputsHash(): string;
export function ensurePictures(log?: (line: string) => void): Promise<string>;
export function studioPictures(): Plugin;
