import { useState } from 'react';

/** Before/after of one photo: the redesign is revealed over the original by a range input (keyboard and touch). */
export function BeforeAfter({ before, after, beforeLabel, afterLabel, sliderLabel }: { before: string; after: string; beforeLabel: string; afterLabel: string; sliderLabel: string }) {
  const [pos, setPos] = useState(50);
  return (
    <div className="ba" style={{ ['--pos' as string]: `${pos}%` }}>
      <img className="ba__img" src={before} alt={beforeLabel} />
      <img className="ba__img ba__img--after" src={after} alt={afterLabel} />
      <span className="ba__tag ba__tag--before" aria-hidden="true">
        {beforeLabel}
      </span>
      <span className="ba__tag ba__tag--after" aria-hidden="true">
        {afterLabel}
      </span>
      <span className="ba__handle" aria-hidden="true" />
      <input className="ba__range" type="range" min={0} max={100} value={pos} onChange={(e) => setPos(Number(e.target.value))} aria-label={sliderLabel} aria-valuetext={`${pos}%`} />
    </div>
  );
}
