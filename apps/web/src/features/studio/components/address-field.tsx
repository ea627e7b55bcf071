import { forwardRef, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@landscape/contract/constants';
import type { SiteCheck } from '../api/check-site.ts';
import { addressLooksGood, addressProblem } from '../utils/address.ts';
import { siteHeadline } from '../../../lib/site.ts';
import { CheckIcon } from '../../../components/ui/icons/check-icon.tsx';
import { MapPinIcon } from '../../../components/ui/icons/map-pin-icon.tsx';

interface Props {
  value: string;
  onChange: (v: string) => void;
  touched: boolean;
  onTouched: () => void;
  onSubmit: () => void;
  disabled?: boolean;
  /** Where the server placed the address (GET /api/site), or that it cannot be a property. */
  site?: SiteCheck;
}

export const AddressField = forwardRef<HTMLInputElement, Props>(function AddressField(
  { value, onChange, touched, onTouched, onSubmit, disabled, site = { state: 'idle' } },
  ref,
) {
  const { t } = useTranslation('studio');
  const id = useId();
  // An address the server cannot place is said at once: the owner is still at the field to fix it.
  const problem = (touched ? addressProblem(value) : null) ?? (site.state === 'invalid' ? 'errors.addressInvalid' : null);
  const good = addressLooksGood(value) && site.state !== 'invalid';
  const placed = site.state === 'placed' ? site.site : null;
  return (
    <div className={`address ${problem ? 'address--invalid' : ''}`}>
      <label htmlFor={id} className="field-label">
        {t('form.address.label')}
      </label>
      <div className="address__box">
        <MapPinIcon className="address__pin" />
        <input
          ref={ref}
          id={id}
          name="address"
          className="address__input"
          type="text"
          inputMode="text"
          autoComplete="street-address"
          placeholder={t('form.address.placeholder')}
          maxLength={LIMITS.addressMax}
          value={value}
          disabled={disabled}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-msg`}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onTouched}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              onTouched();
              onSubmit();
            }
          }}
        />
        {good && !problem && (
          <span className="address__good" data-testid="address-hint">
            <CheckIcon width={16} height={16} /> {t('form.address.good')}
          </span>
        )}
      </div>
      <p id={`${id}-msg`} className={problem ? 'field-error' : 'field-hint'} role={problem ? 'alert' : undefined}>
        {problem ? t(problem) : t('form.address.hint')}
      </p>
      {placed && !problem && (
        <p className="address__site" data-testid="address-site" aria-live="polite">
          <span className="address__zone">{siteHeadline(t, placed)}</span>
          <span className="address__site-note">{placed.zone ? t('site.caveat') : placed.place ? t('site.abroad') : t('site.unplaced')}</span>
        </p>
      )}
    </div>
  );
});
