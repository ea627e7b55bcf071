import type { Picture } from '../../../lib/picture.ts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  before: string | Picture;
  after: string | Picture;
  beforeAlt: string;
  afterAlt: string;
  className?: string;
  initial?: number;
  /** Displayed width for choosing among srcset candidates. */
  sizes?: string;
}

const pic = (p: string | Picture): Picture => (typeof p === 'string' ? { src: p } : p);

/**
 * Before/after comparison: the redesign is drawn over the original and clipped at the divider.
 * A native range input spans the picture, so dragging, clicking and arrow keys all work.
 */
export function CompareSlider({ before, after, beforeAlt, afterAlt, className, initial = 50, sizes = '100vw' }: Props) {
  const b = pic(before);
  const a = pic(after);
  const { t } = useTranslation('studio');
  const [pos, setPos] = useState(initial);
  const id = useId();
  return (
    <div className={`compare ${className ?? ''}`} style={{ ['--pos' as string]: `${pos}%` }}>
      <img className="compare__img" src={b.src} srcSet={b.srcSet} sizes={b.srcSet ? sizes : undefined} width={b.width} height={b.height} alt={beforeAlt} draggable={false} decoding="async" />
      <div className="compare__after" aria-hidden={false}>
        <img className="compare__img" src={a.src} srcSet={a.srcSet} sizes={a.srcSet ? sizes : undefined} width={a.width} height={a.height} alt={afterAlt} draggable={false} decoding="async" />
      </div>
      <span className="compare__tag compare__tag--before" aria-hidden="true">{t('compare.before')}</span>
      <span className="compare__tag compare__tag--after" aria-hidden="true">{t('compare.after')}</span>
      <div className="compare__divider" aria-hidden="true">
        <span className="compare__knob">
          <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round"><path d="M9 7l-5 5 5 5M15 7l5 5-5 5" /></svg>
        </span>
      </div>
      <label htmlFor={id} className="visually-hidden">{t('compare.label')}</label>
      <input
        id={id}
        className="compare__range"
        type="range"
        min={0}
        max={100}
        step={1}
        value={pos}
        aria-valuetext={t('compare.value', { percent: 100 - pos })}
        onChange={(e) => setPos(Number(e.target.value))}
      />
    </div>
  );
}
