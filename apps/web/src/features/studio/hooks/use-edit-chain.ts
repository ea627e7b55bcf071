import { useContext, useEffect, useRef, useState } from 'react';
import type { ResultItem } from '../../../lib/designs/progress.ts';
import { generationOfImage, loadClaims } from '../../../lib/designs/claims.ts';
import { appendEdit, goTo, startChain, type Chain } from '../../../lib/edit/edit-chain.ts';
import { loadEditChain } from '../../../lib/edit/edit-chain-api.ts';
import { ViewerContext } from '../../../lib/me-query.ts';
import { restoredSteps } from '../utils/edits.ts';

// The viewer's edit chains (before → edit 1 → edit 2…), one per design shown, its current step the one
// shown. Made in this visit they are kept in memory; after a reload each design's chain is asked back from
// the server (its owner's, or the visitor's holding the claim token) and shown at its newest edit.

/** One step of a design's edit chain: the design, and the words of the edit that made it. */
export interface Step {
  item: ResultItem;
  instruction: string | null;
}

/** A visitor's proof the design is theirs: its generation's claim token, when this browser holds it. */
export function claimOf(render: string): string | null {
  const generation = generationOfImage(render);
  return (generation && loadClaims()[generation]) || null;
}

export function useEditChain(base: ResultItem | undefined) {
  const [chains, setChains] = useState<Record<string, Chain<Step>>>({});
  const asked = useRef(new Set<string>());
  // the account signed in, if any (sent by apiRequest): its designs' chains are asked for without a claim token
  const signedIn = !!useContext(ViewerContext).uid;
  const claim = base ? claimOf(base.render) : null;
  const latest = useRef(base);
  latest.current = base;

  useEffect(() => {
    const base = latest.current;
    if (!base?.designId || (!signedIn && !claim)) return;
    const key = `${base.id}|${signedIn ? 'account' : 'claim'}`;
    const seen = asked.current;
    if (seen.has(key)) return;
    seen.add(key);
    const controller = new AbortController();
    loadEditChain(base.designId, claim, controller.signal)
      .then((answer) => {
        const steps = restoredSteps(base, answer, Date.now());
        // an edit made meanwhile in this visit is kept: the chain it is in is newer than the server's answer
        if (steps.length > 1) setChains((c) => (c[base.id] ? c : { ...c, [base.id]: { steps, current: steps.length - 1 } }));
      })
      .catch((err: unknown) => {
        if (!controller.signal.aborted) console.warn('[studio] The edit chain could not be restored', err);
      });
    return () => {
      controller.abort();
      seen.delete(key);
    };
  }, [base?.id, base?.designId, signedIn, claim]);

  const chain = base ? (chains[base.id] ?? startChain<Step>({ item: base, instruction: null })) : null;
  const setChain = (next: Chain<Step>) => base && setChains((c) => ({ ...c, [base.id]: next }));
  return {
    chain,
    /** The design shown: the chain's current step. */
    item: chain?.steps[chain.current]?.item ?? base,
    go: (index: number) => chain && setChain(goTo(chain, index)),
    add: (step: Step) => chain && setChain(appendEdit(chain, step)),
  };
}
