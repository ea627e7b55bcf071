import type { Page } from 'playwright-core';

// The layout rule of the studio: fixed and floating things (the Generate bar, the Feedback button, toasts,
// pills, the sticky header) never cover a control, nor the element that has keyboard focus (WCAG 2.4.11).

export interface Covering {
  control: string;
  coveredBy: string;
  /** 'pointer': what a click at the control's centre would hit; 'focus': the control, focused, is hidden. */
  kind: 'pointer' | 'focus';
}

const INTERACTIVE =
  'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=tab], [role=slider], [role=checkbox], [role=radio], [role=switch], [role=menuitem], [tabindex]:not([tabindex="-1"])';

/**
 * Every visible control in the viewport whose centre is covered by another element, and — with `focus` —
 * every control that, focused the way the keyboard would (the browser scrolls it into view), is hidden under
 * a fixed or sticky element. Restores the scroll position and the focus it found.
 */
export async function findCoverings(page: Page, opts: { within?: string; focus?: boolean } = {}): Promise<Covering[]> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  return page.evaluate(
    async ({ selector, within, focus }) => {
      const describe = (el: Element): string => {
        const h = el as HTMLElement;
        const name = (h.getAttribute('aria-label') ?? h.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        const cls = typeof h.className === 'string' && h.className ? `.${h.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
        const id = h.dataset.testid ? `[data-testid=${h.dataset.testid}]` : '';
        return `${el.tagName.toLowerCase()}${id}${cls}${name ? ` "${name}"` : ''}`;
      };
      /** The nearest fixed or sticky ancestor (or itself), which is what scrolls over the page. */
      const floating = (el: Element | null): Element | null => {
        for (let e = el; e && e !== document.documentElement; e = e.parentElement) {
          const pos = getComputedStyle(e).position;
          if (pos === 'fixed' || pos === 'sticky') return e;
        }
        return null;
      };
      const visible = (el: Element) => {
        const h = el as HTMLElement;
        if (h.closest('[inert], [aria-hidden=true]') || (h as HTMLInputElement).disabled) return false;
        const r = h.getBoundingClientRect();
        if (r.width < 4 || r.height < 4) return false;
        const s = getComputedStyle(h);
        return s.visibility !== 'hidden' && s.display !== 'none' && h.checkVisibility({ opacityProperty: false, visibilityProperty: true });
      };
      /** The hit is the control, inside it, its label, or a label/card that wraps it (a styled checkbox). */
      const owns = (el: Element, hit: Element | null) => {
        if (!hit) return true; // outside the viewport
        if (el === hit || el.contains(hit)) return true;
        const labels = [...((el as HTMLInputElement).labels ?? [])];
        if (labels.some((l) => l === hit || l.contains(hit))) return true;
        const wrap = hit.closest('label');
        return !!wrap && wrap.contains(el);
      };
      // an open modal dialog is the page while it is open
      const root: ParentNode = document.querySelector('dialog[open]:modal') ?? (within ? document.querySelector(within) : null) ?? document;
      const controls = [...root.querySelectorAll(selector)].filter(visible);
      const vw = window.innerWidth;
      const vh = window.innerHeight;
      const found: { control: string; coveredBy: string; kind: 'pointer' | 'focus' }[] = [];
      const seen = new Set<string>();
      const add = (c: (typeof found)[number]) => {
        const key = `${c.kind}|${c.control}|${c.coveredBy}`;
        if (!seen.has(key)) {
          seen.add(key);
          found.push(c);
        }
      };
      const centreHit = (el: Element) => {
        const r = el.getBoundingClientRect();
        const x = r.left + r.width / 2;
        const y = r.top + r.height / 2;
        if (x < 0 || y < 0 || x >= vw || y >= vh) return undefined;
        return document.elementFromPoint(x, y);
      };
      for (const el of controls) {
        const hit = centreHit(el);
        if (hit === undefined) continue;
        if (owns(el, hit)) continue;
        const cover = floating(hit);
        // a control scrolled up under the header pinned at the top is out of view, not covered (the focus
        // check below still fails if keyboard focus leaves it there)
        const r = cover?.getBoundingClientRect();
        if (
          cover &&
          r &&
          r.top <= 0 &&
          el.getBoundingClientRect().top + el.getBoundingClientRect().height / 2 < r.bottom &&
          getComputedStyle(cover).position === 'sticky'
        )
          continue;
        add({ control: describe(el), coveredBy: describe(cover ?? hit!), kind: 'pointer' });
      }
      if (focus) {
        const scroll = [window.scrollX, window.scrollY] as const;
        const before = document.activeElement as HTMLElement | null;
        for (const el of controls) {
          if ((el as HTMLElement).tabIndex < 0 || floating(el)) continue; // floating controls stay where they are
          (el as HTMLElement).focus();
          if (document.activeElement !== el) continue;
          await new Promise((r) => requestAnimationFrame(() => r(null)));
          const hit = centreHit(el);
          const cover = hit && !owns(el, hit) ? floating(hit) : null;
          if (cover && !cover.contains(el)) add({ control: describe(el), coveredBy: describe(cover), kind: 'focus' });
        }
        before?.focus?.({ preventScroll: true });
        window.scrollTo({ left: scroll[0], top: scroll[1], behavior: 'instant' });
      }
      return found;
    },
    { selector: INTERACTIVE, within: opts.within, focus: opts.focus ?? true },
  );
}

/** Fails with the list of covered controls (see findCoverings). */
export async function expectNothingCovers(page: Page, where: string, opts: { within?: string; focus?: boolean } = {}) {
  const found = await findCoverings(page, opts);
  if (found.length) {
    throw new Error(`${where}: ${found.length} control(s) covered\n${found.map((c) => `  ${c.kind}: ${c.control} under ${c.coveredBy}`).join('\n')}`);
  }
}
