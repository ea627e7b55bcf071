import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { staticUrl } from '../../../lib/api-client.ts';
import type { ResultItem } from '../../../lib/designs/progress.ts';
import { CloseIcon } from '../../../components/ui/icons/close-icon.tsx';
import { useStyleText } from '../../../lib/use-style-text.ts';

const ZOOMS = [1, 1.5, 2, 3] as const;

interface Props {
  /** One area's designs, in the order chosen. */
  items: ResultItem[];
  open: boolean;
  onClose: () => void;
}

/**
 * "Compare styles": one area's designs side by side (2–3 across on a desktop, one per screen swiped on a phone),
 * zoomed and panned together so the same corner of the yard is compared in every style. Each picture keeps
 * its own aspect ratio.
 */
export function CompareStyles({ items, open, onClose }: Props) {
  const { t } = useTranslation(['studio', 'results'], { nsMode: 'fallback' });
  const styleText = useStyleText();
  const dialog = useRef<HTMLDialogElement>(null);
  const [zoom, setZoom] = useState<(typeof ZOOMS)[number]>(1);
  /** The shared pan, as a share of the picture (-0.5..0.5 each way at most). */
  const [pan, setPan] = useState({ x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number; w: number; h: number; from: { x: number; y: number } } | null>(null);

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);

  const limit = (z: number, v: number) => Math.max(-(1 - 1 / z) / 2, Math.min((1 - 1 / z) / 2, v));
  const zoomTo = (z: (typeof ZOOMS)[number]) => {
    setZoom(z);
    setPan((p) => ({ x: limit(z, p.x), y: limit(z, p.y) }));
  };
  const step = (d: 1 | -1) => zoomTo(ZOOMS[Math.max(0, Math.min(ZOOMS.length - 1, ZOOMS.indexOf(zoom) + d))]!);
  const nudge = (dx: number, dy: number) => setPan((p) => ({ x: limit(zoom, p.x + dx), y: limit(zoom, p.y + dy) }));

  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (zoom === 1) return;
    const box = e.currentTarget.getBoundingClientRect();
    drag.current = { x: e.clientX, y: e.clientY, w: box.width, h: box.height, from: pan };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    setPan({ x: limit(zoom, d.from.x - (e.clientX - d.x) / d.w / zoom), y: limit(zoom, d.from.y - (e.clientY - d.y) / d.h / zoom) });
  };
  const onPointerUp = () => (drag.current = null);

  const area = items[0] ? t(`areas.${items[0].area}.name`) : '';
  const transform = `scale(${zoom}) translate(${-pan.x * 100}%, ${-pan.y * 100}%)`;
  return (
    <dialog ref={dialog} className="compare-styles" data-testid="compare-styles" aria-labelledby="compare-styles-title" onClose={onClose}>
      <header className="compare-styles__bar">
        <h2 id="compare-styles-title" className="compare-styles__title">
          {t('results.compareTitle', { area })}
        </h2>
        <div className="compare-styles__tools" role="group" aria-label={t('results.compareZoom')}>
          <button type="button" className="st-btn st-btn--ghost" onClick={() => step(-1)} disabled={zoom === 1} aria-label={t('results.zoomOut')}>
            −
          </button>
          <output className="compare-styles__zoom" data-testid="compare-zoom" aria-live="polite">
            {`${zoom}×`}
          </output>
          <button
            type="button"
            className="st-btn st-btn--ghost"
            onClick={() => step(1)}
            disabled={zoom === ZOOMS[ZOOMS.length - 1]}
            aria-label={t('results.zoomIn')}
          >
            +
          </button>
          <button type="button" className="icon-btn" aria-label={t('results.closeCompare')} onClick={onClose} autoFocus>
            <CloseIcon />
          </button>
        </div>
      </header>
      <p className="compare-styles__hint">{t('results.compareHint')}</p>
      <ul className="compare-styles__list" data-count={Math.min(items.length, 3)} data-zoomed={zoom > 1}>
        {items.map((it) => {
          const name = styleText.name(it.style, it.styleLabel);
          return (
            <li key={it.id} className="compare-styles__item">
              <div
                className="compare-styles__frame"
                data-testid="compare-frame"
                tabIndex={0}
                role="img"
                aria-label={t('results.renderAlt', { style: name, area: area.toLowerCase(), address: it.address })}
                onPointerDown={onPointerDown}
                onPointerMove={onPointerMove}
                onPointerUp={onPointerUp}
                onPointerCancel={onPointerUp}
                onKeyDown={(e) => {
                  const d = 0.05;
                  if (e.key === 'ArrowLeft') nudge(-d, 0);
                  else if (e.key === 'ArrowRight') nudge(d, 0);
                  else if (e.key === 'ArrowUp') nudge(0, -d);
                  else if (e.key === 'ArrowDown') nudge(0, d);
                  else if (e.key === '+' || e.key === '=') step(1);
                  else if (e.key === '-') step(-1);
                  else return;
                  e.preventDefault();
                }}
              >
                <img src={staticUrl(it.render)} alt="" draggable={false} style={{ transform }} />
              </div>
              <p className="compare-styles__name">{name}</p>
            </li>
          );
        })}
      </ul>
    </dialog>
  );
}
