import { useTranslation } from 'react-i18next';
import { LIMITS } from '@landscape/contract/constants';
import type { Style } from '@landscape/contract';
import { staticUrl } from '../../../lib/api-client.ts';
import { isStyleDisabled } from '../utils/styles.ts';
import { CheckIcon } from './icons.tsx';

interface Props {
  styles: Style[];
  selected: string[];
  onToggle: (id: string) => void;
  disabled?: boolean;
}

export function useStyleText() {
  const { t } = useTranslation('studio');
  return {
    name: (id: string, fallback?: string) => t(`styles.catalog.${id}.name`, { defaultValue: fallback || id.replace(/_/g, ' ') }),
    description: (id: string, fallback?: string) => t(`styles.catalog.${id}.description`, { defaultValue: fallback ?? '' }),
  };
}

export function StyleCards({ styles, selected, onToggle, disabled }: Props) {
  const { t } = useTranslation('studio');
  const text = useStyleText();
  const atCap = selected.length >= LIMITS.maxStyles;
  return (
    <>
      <div className="style-grid">
        {styles.map((s) => {
          const checked = selected.includes(s.id);
          const order = selected.indexOf(s.id) + 1;
          const off = isStyleDisabled(selected, s.id);
          return (
            <label key={s.id} className={`style-card ${checked ? 'is-selected' : ''} ${off ? 'is-disabled' : ''}`} data-style={s.id}>
              <input
                type="checkbox"
                className="style-card__check"
                checked={checked}
                disabled={disabled || off}
                aria-labelledby={`style-${s.id}-name`}
                aria-describedby={`style-${s.id}-desc`}
                onChange={() => onToggle(s.id)}
              />
              <span className={`style-card__swatch swatch--${s.id}`}>
                {s.preview ? <img src={staticUrl(s.preview)} alt="" loading="lazy" /> : null}
                <span className="style-card__tick" aria-hidden="true">{checked ? order : <CheckIcon width={14} height={14} />}</span>
              </span>
              <span className="style-card__text">
                <span id={`style-${s.id}-name`} className="style-card__name">{text.name(s.id, s.name)}</span>
                <span id={`style-${s.id}-desc`} className="style-card__desc">{text.description(s.id, s.description)}</span>
              </span>
            </label>
          );
        })}
      </div>
      <p className={`field-hint ${atCap ? 'field-hint--notice' : ''}`} aria-live="polite">
        {atCap ? t('form.styles.limit', { max: LIMITS.maxStyles }) : t('form.styles.count', { count: selected.length, max: LIMITS.maxStyles })}
      </p>
    </>
  );
}
