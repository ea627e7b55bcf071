// House-Lock's keep mask is one of the brush masks of lib/brush-mask.ts (1: keep, 0: may change).
export * from '../../../lib/brush-mask.ts';
