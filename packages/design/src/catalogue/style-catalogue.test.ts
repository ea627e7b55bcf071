import { STYLE_IDS } from '@landscape/contract';
import { describe, expect, it } from 'vitest';
import { STYLE_CATALOGUE } from './style-catalogue.ts';

describe('style catalogue', () => {
  it('describes every style the contract knows', () => {
    expect(Object.keys(STYLE_CATALOGUE).sort()).toEqual([...STYLE_IDS].sort());
    for (const id of STYLE_IDS) {
      const s = STYLE_CATALOGUE[id];
      expect(s.id).toBe(id);
      expect(s.name.length).toBeGreaterThan(3);
      expect(s.description).toMatch(/^[A-Z].{40,}\.$/);
      expect(s.plants.length).toBeGreaterThanOrEqual(6);
      expect(s.hardscape.length).toBeGreaterThan(0);
      expect(s.palette.swatches.every((c) => /^#[0-9a-f]{6}$/i.test(c))).toBe(true);
    }
  });

  it('gives every plant complete, plausible data', () => {
    for (const style of Object.values(STYLE_CATALOGUE)) {
      for (const p of style.plants) {
        expect(p.common, p.id).toMatch(/\S/);
        // Botanical names start with a capitalised genus.
        expect(p.botanical, p.id).toMatch(/^[A-Z][a-z]+/);
        expect(p.heightM, p.id).toBeGreaterThan(0);
        expect(p.widthM, p.id).toBeGreaterThan(0);
        expect(['low', 'moderate', 'high']).toContain(p.water);
        expect(p.sun.length, p.id).toBeGreaterThan(0);
        expect(p.zones.min, p.id).toBeGreaterThanOrEqual(2);
        expect(p.zones.max, p.id).toBeLessThanOrEqual(13);
        expect(p.zones.min, p.id).toBeLessThanOrEqual(p.zones.max);
        expect(p.price.low, p.id).toBeGreaterThan(0);
        expect(p.price.high, p.id).toBeGreaterThan(p.price.low);
        expect(p.price.source, p.id).toContain(p.size);
        expect(p.foliage).toMatch(/^#[0-9a-f]{6}$/i);
      }
    }
  });

  it('gives each style a tree or tall accent so the renders have structure', () => {
    for (const style of Object.values(STYLE_CATALOGUE))
      expect(
        style.plants.some((p) => p.role === 'tree'),
        style.id,
      ).toBe(true);
  });
});
