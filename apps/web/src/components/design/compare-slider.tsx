import { PictureImg, type Picture } from '../../lib/picture.tsx';
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
  /** 'lazy' where the slider starts below the fold. */
  loading?: 'lazy' | 'eager';
}

const pic = (p: string | Picture): Picture => (typeof p === 'string' ? { src: p } : p);

/**
 * Before/after comparison: the redesign is drawn over the original and clipped at the divider.
 * A native range input spans the picture, so dragging, clicking and arrow keys all work.
 */
export function CompareSlider({ before, after, beforeAlt, afterAlt, className, initial = 50, sizes = '100vw', loading }: Props) {
  const b = pic(before);
  const a = pic(after);
  const { t } = useTranslation('studio');
  const [pos, setPos] = useState(initial);
  const id = useId();
  return (
    <div className={`compare ${className ?? ''}`} style={{ ['--pos' as string]: `${pos}%` }}>
      <PictureImg className="compare__img compare__img--before" picture={b} sizes={sizes} alt={beforeAlt} draggable={false} decoding="async" loading={loading} />
      <div className="compare__after" aria-hidden={false}>
        <PictureImg className="compare__img" picture={a} sizes={sizes} alt={afterAlt} draggable={false} decoding="async" loading={loading} />
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
