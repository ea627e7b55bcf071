import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DesignSummary } from '@landscape/contract';
import { suggestionsFor } from '../../lib/edit/edit-suggestions.ts';
import { designIn } from '../../lib/designs/words.ts';
import { studioLocale } from '../../lib/language.ts';

// Ideas for what to change: the style's suggestions, and the design's own plants and features (each to
// remove or replace). A pick writes its words into the instruction.

export function EditIdeas({ style, design, onUse }: { style: string; design: DesignSummary | null; onUse: (text: string) => void }) {
  const { t } = useTranslation('edit');
  const id = useId();
  const [picked, setPicked] = useState<string | null>(null);
  // the names in the studio's language: the instruction is read in it
  const words = design ? designIn(design, studioLocale()) : null;
  const names = words ? [...words.plants.map((p) => p.common), ...words.features] : [];
  const legend = [...new Set(names.filter(Boolean))].slice(0, 12);
  const use = (text: string) => {
    setPicked(null);
    onUse(text);
  };
  return (
    <>
      <div className="edit-panel__group" role="group" aria-labelledby={`${id}-ideas`}>
        <p id={`${id}-ideas`} className="edit-panel__label">
          {t('suggestionsTitle')}
        </p>
        <ul className="edit-panel__chips">
          {suggestionsFor(style).map((s) => (
            <li key={s}>
              <button type="button" className="edit-chip" onClick={() => use(t(`suggest.${s}`))} data-testid="edit-suggestion">
                {t(`suggest.${s}`)}
              </button>
            </li>
          ))}
        </ul>
      </div>

      {legend.length > 0 && (
        <div className="edit-panel__group" role="group" aria-labelledby={`${id}-legend`}>
          <p id={`${id}-legend`} className="edit-panel__label">
            {t('legendTitle')}
          </p>
          <ul className="edit-panel__chips">
            {legend.map((name) => (
              <li key={name}>
                <button
                  type="button"
                  className={`edit-chip edit-chip--legend${picked === name ? ' is-on' : ''}`}
                  aria-expanded={picked === name}
                  onClick={() => setPicked(picked === name ? null : name)}
                >
                  {name}
                </button>
              </li>
            ))}
          </ul>
          {picked && (
            <div className="edit-panel__pick" data-testid="edit-legend-actions">
              <button type="button" className="st-btn st-btn--ghost" onClick={() => use(t('removeText', { name: picked }))}>
                {t('legendRemove', { name: picked })}
              </button>
              <button type="button" className="st-btn st-btn--ghost" onClick={() => use(t('replaceText', { name: picked }))}>
                {t('legendReplace', { name: picked })}
              </button>
            </div>
          )}
        </div>
      )}
    </>
  );
}
