import { useId } from 'react';
import { useTranslation } from 'react-i18next';

// An edit chain in the viewer: the design as it was made, then each edit made from the one before
// (before → edit 1 → edit 2). Any of them can be shown again, and becomes the current one — the one
// downloaded, shared and changed next. "Undo last edit" goes back one step.

export interface ChainStep {
  key: string;
  thumb: string;
  /** The words of the edit that made it (none for the design as it was made). */
  instruction: string | null;
}

interface Props {
  steps: ChainStep[];
  current: number;
  onGo: (index: number) => void;
}

export function chainLabel(t: (k: string, v?: Record<string, unknown>) => string, index: number): string {
  return index === 0 ? t('chain.before') : t('chain.step', { n: index });
}

export function EditChainBar({ steps, current, onGo }: Props) {
  const { t, ready } = useTranslation('edit');
  const id = useId();
  if (!ready || steps.length < 2) return null;
  return (
    <nav className="edit-chain" aria-labelledby={`${id}-title`} data-testid="edit-chain">
      <div className="edit-chain__head">
        <h4 id={`${id}-title`} className="edit-chain__title">
          {t('chain.title')}
        </h4>
        {current > 0 && (
          <button type="button" className="st-btn st-btn--ghost edit-chain__undo" onClick={() => onGo(current - 1)} data-testid="edit-undo">
            {t('chain.undo')}
          </button>
        )}
      </div>
      <ol className="edit-chain__steps">
        {steps.map((s, i) => {
          const label = chainLabel(t, i);
          return (
            <li key={s.key} className="edit-chain__step">
              {i > 0 && (
                <span className="edit-chain__arrow" aria-hidden="true">
                  →
                </span>
              )}
              <div className="edit-chain__item">
                <button
                  type="button"
                  className={`edit-chain__btn${i === current ? ' is-current' : ''}`}
                  aria-current={i === current ? 'step' : undefined}
                  aria-label={i === current ? t('chain.current', { label }) : t('chain.open', { label })}
                  title={s.instruction ?? undefined}
                  onClick={() => onGo(i)}
                  data-testid="edit-chain-step"
                >
                  <img src={s.thumb} alt="" loading="lazy" />
                  <span className="edit-chain__label" aria-hidden="true">
                    {label}
                  </span>
                </button>
                {s.instruction && <span className="edit-chain__words">{s.instruction}</span>}
              </div>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
