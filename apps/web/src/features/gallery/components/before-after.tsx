import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Before/after: the redesign over the original, clipped at a divider moved by a native range input (drag, click, arrows). */
export function BeforeAfter({ before, after, beforeAlt, afterAlt }: { before: string; after: string; beforeAlt: string; afterAlt: string }) {
  const { t } = useTranslation('gallery');
  const [pos, setPos] = useState(50);
  const id = useId();
  return (
    <div className="ba" style={{ ['--pos' as string]: `${pos}%` }}>
      <img className="ba__img" src={before} alt={beforeAlt} draggable={false} />
      <div className="ba__after">
        <img className="ba__img" src={after} alt={afterAlt} draggable={false} />
      </div>
      <span className="ba__tag ba__tag--before" aria-hidden="true">
        {t('viewer.before')}
      </span>
      <span className="ba__tag ba__tag--after" aria-hidden="true">
        {t('viewer.after')}
      </span>
      <span className="ba__divider" aria-hidden="true">
        <span className="ba__knob" />
      </span>
      <label htmlFor={id} className="visually-hidden">
        {t('viewer.compare')}
      </label>
      <input
        id={id}
        className="ba__range"
        type="range"
        min={0}
        max={100}
        value={pos}
        aria-valuetext={t('viewer.compareValue', { percent: 100 - pos })}
        onChange={(e) => setPos(Number(e.target.value))}
      />
    </div>
  );
}
