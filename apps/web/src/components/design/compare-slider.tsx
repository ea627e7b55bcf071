import { useId, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { PictureImg, type Picture } from '../../lib/picture.tsx';
import { useImageRatio } from '../../lib/use-image-ratio.ts';
import { ChevronsLeftRightIcon } from '../ui/icons/chevrons-left-right-icon.tsx';
import './compare-slider.css';

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
  /**
   * 'contain' (default): the slider takes the redesign's own shape and both pictures show whole
   * (a caller that sizes the frame itself, like the results stage, gets them letterboxed, never cut).
   * 'cover': the caller's class sets the frame's shape and the pictures fill it (the landing's examples).
   */
  fit?: 'contain' | 'cover';
}

const pic = (p: string | Picture): Picture => (typeof p === 'string' ? { src: p } : p);

/**
 * The studio's one before/after comparison (results, shared page, My Designs, Pro, the landing): the
 * redesign is drawn over the original and clipped at the divider. A native range input spans the
 * picture, so dragging, clicking and the arrow keys all work; its label and value are read out.
 */
export function CompareSlider({ before, after, beforeAlt, afterAlt, className, initial = 50, sizes = '100vw', loading, fit = 'contain' }: Props) {
  const b = pic(before);
  const a = pic(after);
  const { t } = useTranslation('studio');
  const [pos, setPos] = useState(initial);
  const id = useId();
  // the redesign's shape: known up front for a built picture, else read once it loads
  const ratio = useImageRatio(fit === 'contain' ? a.src : undefined) ?? (a.width && a.height ? a.width / a.height : null);
  const style = { '--pos': `${pos}%`, ...(ratio ? { '--compare-ratio': ratio } : {}) } as CSSProperties;
  return (
    <div className={`compare compare--${fit} ${className ?? ''}`} style={style}>
      <PictureImg
        className="compare__img compare__img--before"
        picture={b}
        sizes={sizes}
        alt={beforeAlt}
        draggable={false}
        decoding="async"
        loading={loading}
      />
      <div className="compare__after">
        <PictureImg className="compare__img" picture={a} sizes={sizes} alt={afterAlt} draggable={false} decoding="async" loading={loading} />
      </div>
      <span className="compare__tag compare__tag--before" aria-hidden="true">
        {t('compare.before')}
      </span>
      <span className="compare__tag compare__tag--after" aria-hidden="true">
        {t('compare.after')}
      </span>
      <div className="compare__divider" aria-hidden="true">
        <span className="compare__knob">
          <ChevronsLeftRightIcon size={18} strokeWidth={2} />
        </span>
      </div>
      <label htmlFor={id} className="visually-hidden">
        {t('compare.label')}
      </label>
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
