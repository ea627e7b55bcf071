// The history of "Change just this": each edit is a new design made from the one before it. In the
// viewer a design's chain is a list — the design as it was made, then edit 1, edit 2… — with one of
// them current. Going back to an earlier one makes it current and keeps the later ones to come back to,
// until a new edit is made from it: then the later ones give way to the new one (as a browser's history).

export interface Chain<T> {
  steps: T[];
  current: number;
}

export function startChain<T>(first: T): Chain<T> {
  return { steps: [first], current: 0 };
}

/** A new edit made from the current step: it follows the current one, and becomes current. */
export function appendEdit<T>(chain: Chain<T>, step: T): Chain<T> {
  const steps = [...chain.steps.slice(0, chain.current + 1), step];
  return { steps, current: steps.length - 1 };
}

/** Makes step `index` current (undo to any earlier one, or forward again to a later one). */
export function goTo<T>(chain: Chain<T>, index: number): Chain<T> {
  if (!Number.isInteger(index) || index < 0 || index >= chain.steps.length) return chain;
  return { ...chain, current: index };
}

/** The step the current one was made from (its "before"), if it is an edit. */
export function madeFrom<T>(chain: Chain<T>): T | null {
  return chain.current > 0 ? (chain.steps[chain.current - 1] ?? null) : null;
}

export interface Linked {
  id: string;
  /** The design this one was made from, or null for a design made from scratch. */
  editedFrom: string | null;
}

/**
 * Designs grouped by edit chain (My Designs): each group starts with the design everything in it was
 * made from and follows the edits in the order they were made from each other (a design made from an
 * earlier step comes after that step; siblings keep the order they were given in). A design whose
 * source is not in the list starts a group of its own. Groups keep the order of their first design.
 */
export function groupChains<T extends Linked>(items: readonly T[]): T[][] {
  const byId = new Map(items.map((i) => [i.id, i]));
  const children = new Map<string, T[]>();
  const roots: T[] = [];
  for (const item of items) {
    const parent = item.editedFrom && item.editedFrom !== item.id ? byId.get(item.editedFrom) : undefined;
    if (parent) children.set(parent.id, [...(children.get(parent.id) ?? []), item]);
    else roots.push(item);
  }
  const seen = new Set<string>();
  const walk = (item: T, out: T[]) => {
    if (seen.has(item.id)) return;
    seen.add(item.id);
    out.push(item);
    for (const child of children.get(item.id) ?? []) walk(child, out);
  };
  const groups = roots.map((root) => {
    const out: T[] = [];
    walk(root, out);
    return out;
  });
  // a loop of designs made from each other (never written by the server): each still shown, alone
  for (const item of items) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    groups.push([item]);
  }
  return groups;
}
