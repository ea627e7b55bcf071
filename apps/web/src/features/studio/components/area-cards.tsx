import { PictureImg, type Picture } from '../../../lib/picture.tsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_AREA_IDS, CLIENT_TO_SERVER_AREA, LANGUAGES, LIMITS } from '@landscape/contract/constants';
import type { ClientAreaId, RequirementsResponse } from '@landscape/contract';
import { chipVariants, isAnyChosen, isChipDisabled, isPromptFull, localizedChips, toggleChipVariants } from '../utils/prompts.ts';
import { useRequirements } from '../api/get-requirements.ts';
import type { AreaChoice } from '../../../lib/designs/storage.ts';
import { AreaArt } from './area-art.tsx';
import { CheckIcon } from '../../../components/ui/icons/check-icon.tsx';

interface Props {
  areas: Record<ClientAreaId, AreaChoice>;
  onChange: (id: ClientAreaId, next: AreaChoice) => void;
  images?: Partial<Record<ClientAreaId, Picture>>;
  disabled?: boolean;
}

export function AreaCards({ areas, onChange, images, disabled }: Props) {
  return (
    <div className="area-grid">
      {CLIENT_AREA_IDS.map((id) => (
        <AreaCard key={id} id={id} choice={areas[id]} image={images?.[id]} disabled={disabled} onChange={(next) => onChange(id, next)} />
      ))}
    </div>
  );
}

function AreaCard({
  id,
  choice,
  image,
  onChange,
  disabled,
}: {
  id: ClientAreaId;
  choice: AreaChoice;
  image?: Picture;
  onChange: (c: AreaChoice) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('studio');
  const uid = useId();
  const name = t(`areas.${id}.name`);
  const { chips, variantsOf } = useAreaChips(id);
  const full = isPromptFull(choice.customPrompt);
  return (
    <div className={`area-card ${choice.selected ? 'is-selected' : ''}`} data-area={id}>
      <label className="area-card__head">
        <input
          type="checkbox"
          className="area-card__check"
          checked={choice.selected}
          disabled={disabled}
          aria-labelledby={`${uid}-name`}
          aria-describedby={`${uid}-desc`}
          onChange={(e) => onChange({ ...choice, selected: e.target.checked })}
        />
        <span className="area-card__media">
          {image ? <PictureImg picture={image} sizes="(max-width: 600px) 112px, 33vw" alt="" loading="lazy" decoding="async" /> : <AreaArt area={id} />}
          <span className="area-card__tick" aria-hidden="true">
            <CheckIcon width={16} height={16} />
          </span>
        </span>
        <span className="area-card__text">
          <span id={`${uid}-name`} className="area-card__name">
            {name}
          </span>
          <span id={`${uid}-desc`} className="area-card__desc">
            {t(`areas.${id}.description`)}
          </span>
        </span>
        {choice.selected && <span className="badge badge--selected">{t('form.areas.selected')}</span>}
      </label>
      {choice.selected && (
        <div className="area-card__wishes">
          <label htmlFor={`${uid}-wish`} className="field-label field-label--small">
            {t('form.areas.wishesLabel', { area: name.toLowerCase() })}
          </label>
          <textarea
            id={`${uid}-wish`}
            className="st-textarea"
            rows={2}
            maxLength={LIMITS.promptMax}
            value={choice.customPrompt}
            disabled={disabled}
            placeholder={t('form.areas.wishesPlaceholder')}
            onChange={(e) => onChange({ ...choice, customPrompt: e.target.value })}
          />
          <div className="chips" role="group" aria-labelledby={`${uid}-chips`} aria-describedby={`${uid}-chips-hint`}>
            <span id={`${uid}-chips`} className="chips__label">
              {t('form.areas.suggestions')}
            </span>
            {chips.map((chip) => {
              const variants = variantsOf(chip);
              const chosen = isAnyChosen(choice.customPrompt, variants);
              return (
                <button
                  key={chip}
                  type="button"
                  className={`chip ${chosen ? 'is-chosen' : ''}`}
                  aria-pressed={chosen}
                  disabled={disabled || (!chosen && isChipDisabled(choice.customPrompt, chip))}
                  onClick={() => onChange({ ...choice, customPrompt: toggleChipVariants(choice.customPrompt, chip, variants) })}
                >
                  {chosen ? (
                    <CheckIcon width={14} height={14} />
                  ) : (
                    <span aria-hidden="true" className="chip__plus">
                      +
                    </span>
                  )}
                  {chip}
                </button>
              );
            })}
          </div>
          <p id={`${uid}-chips-hint`} className="field-hint field-hint--small" aria-live="polite">
            {full ? t('form.areas.full', { max: LIMITS.maxSuggestedPrompts }) : t('form.areas.suggestionsHint', { max: LIMITS.maxSuggestedPrompts })}
          </p>
        </div>
      )}
    </div>
  );
}

/** The wish chips of an area in the reader's language, and each chip's words in every language (one choice). */
function useAreaChips(id: ClientAreaId) {
  const { t, i18n } = useTranslation('studio');
  const { data: requirements } = useRequirements();
  const asList = (v: unknown) => (Array.isArray(v) ? (v as string[]) : []);
  const chips = localizedChips(
    requirements?.requirements[CLIENT_TO_SERVER_AREA[id] as keyof RequirementsResponse['requirements']],
    asList(i18n.getFixedT('en', 'studio')(`suggestions.${id}`, { returnObjects: true })),
    asList(t(`suggestions.${id}`, { returnObjects: true })),
  );
  const everyLanguage = LANGUAGES.map((l) => asList(i18n.getFixedT(l, 'studio')(`suggestions.${id}`, { returnObjects: true })));
  return { chips, variantsOf: (chip: string) => chipVariants(chip, everyLanguage) };
}
