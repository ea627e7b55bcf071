import { describe, expect, it } from 'vitest';
import { appendEdit, goTo, groupChains, madeFrom, startChain } from './edit-chain.ts';

describe('edit chain', () => {
  it('adds each edit after the current one and makes it current', () => {
    let c = startChain('a');
    c = appendEdit(c, 'b');
    c = appendEdit(c, 'c');
    expect(c).toEqual({ steps: ['a', 'b', 'c'], current: 2 });
    expect(madeFrom(c)).toBe('b');
  });

  it('goes back to any earlier step and forward again, keeping the later ones', () => {
    const c = appendEdit(appendEdit(startChain('a'), 'b'), 'c');
    const back = goTo(c, 0);
    expect(back).toEqual({ steps: ['a', 'b', 'c'], current: 0 });
    expect(madeFrom(back)).toBeNull();
    expect(goTo(back, 2).current).toBe(2);
    // out of range or not a step: nothing moves
    expect(goTo(back, 3)).toBe(back);
    expect(goTo(back, -1)).toBe(back);
    expect(goTo(back, 0.5)).toBe(back);
  });

  it('an edit made after going back replaces the later steps', () => {
    const c = appendEdit(appendEdit(startChain('a'), 'b'), 'c');
    expect(appendEdit(goTo(c, 1), 'd')).toEqual({ steps: ['a', 'b', 'd'], current: 2 });
    expect(appendEdit(goTo(c, 0), 'e')).toEqual({ steps: ['a', 'e'], current: 1 });
  });
});

describe('groupChains', () => {
  const d = (id: string, editedFrom: string | null = null) => ({ id, editedFrom });

  it('puts every design of a chain after the one it was made from, whatever order they came in', () => {
    // newest first, as My Designs lists them
    const groups = groupChains([d('e2', 'e1'), d('other'), d('e1', 'root'), d('root')]);
    expect(groups.map((g) => g.map((x) => x.id))).toEqual([['other'], ['root', 'e1', 'e2']]);
  });

  it('keeps branches made from the same design together, each after its source', () => {
    const groups = groupChains([d('root'), d('a', 'root'), d('b', 'root'), d('a2', 'a')]);
    expect(groups.map((g) => g.map((x) => x.id))).toEqual([['root', 'a', 'a2', 'b']]);
  });

  it('starts a group with a design whose source is not listed (deleted, or someone else’s)', () => {
    const groups = groupChains([d('x', 'gone'), d('y', 'x')]);
    expect(groups.map((g) => g.map((i) => i.id))).toEqual([['x', 'y']]);
  });

  it('shows every design once, even in a loop that should never exist', () => {
    const groups = groupChains([d('p', 'q'), d('q', 'p'), d('self', 'self')]);
    expect(
      groups
        .flat()
        .map((i) => i.id)
        .sort(),
    ).toEqual(['p', 'q', 'self']);
  });
});
