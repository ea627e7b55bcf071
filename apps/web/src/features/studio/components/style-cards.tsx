import { useTranslation } from 'react-i18next';
import { LIMITS } from '@landscape/contract/constants';
import type { Style } from '@landscape/contract';
import { STYLE_PICTURES } from 'virtual:studio-pictures';
import { staticUrl } from '../../../lib/api-client.ts';
import { isStyleDisabled } from '../../../lib/styles.ts';
import { useStyleText } from '../../../lib/use-style-text.ts';
import { CheckIcon } from '../../../components/ui/icons/check-icon.tsx';

interface Props {
  styles: Style[];
  selected: string[];
  onToggle: (id: string) => void;
  disabled?: boolean;
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
                <StylePicture id={s.id} preview={s.preview} alt={t('form.styles.pictureAlt', { style: text.name(s.id, s.name) })} />
                <span className="style-card__tick" aria-hidden="true">
                  {checked ? order : <CheckIcon width={14} height={14} />}
                </span>
              </span>
              <span className="style-card__text">
                <span id={`style-${s.id}-name`} className="style-card__name">
                  {text.name(s.id, s.name)}
                </span>
                <span id={`style-${s.id}-desc`} className="style-card__desc">
                  {text.description(s.id, s.description)}
                </span>
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

/** Card widths: two columns on a phone, about 210–300 px from a tablet up. */
const CARD_SIZES = '(max-width: 600px) 50vw, 300px';

/**
 * The style's front yard on the example house: the picture drawn at build time for a catalogue style
 * (AVIF or WebP, 1x or 2x), else the preview Style Management made, else nothing (the swatch shows).
 * Cards sit below the fold: lazy, decoded off the main thread.
 */
function StylePicture({ id, preview, alt }: { id: string; preview?: string | null; alt: string }) {
  const built = STYLE_PICTURES[id];
  if (!preview && built) {
    return (
      <picture>
        <source type="image/avif" srcSet={built.avif} sizes={CARD_SIZES} />
        <source type="image/webp" srcSet={built.webp} sizes={CARD_SIZES} />
        <img src={built.src} width={built.width} height={built.height} alt={alt} loading="lazy" decoding="async" />
      </picture>
    );
  }
  return preview ? <img src={staticUrl(preview)} width={800} height={600} alt={alt} loading="lazy" decoding="async" /> : null;
}
