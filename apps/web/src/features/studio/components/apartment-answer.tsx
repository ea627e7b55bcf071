import { useTranslation } from 'react-i18next';
import './confirm-home.css';

interface Props {
  /** The unit or building words the address names ("Apt 4B"), when it names them. */
  unit: string | null;
  /** Opens the photo path: a photo of the courtyard, balcony or shared garden. */
  onPhoto: () => void;
}

/** The honest answer to a home in a building (decision 047): what the studio designs, and the photo path. */
export function ApartmentAnswer({ unit, onPhoto }: Props) {
  const { t } = useTranslation('studio');
  return (
    <div className="apartment-answer" role="status" data-testid="apartment-answer">
      <strong className="apartment-answer__title">{unit ? t('home.apartmentTitle', { unit }) : t('home.apartmentBuilding')}</strong>
      <p className="apartment-answer__text">{t('home.apartment')}</p>
      <button type="button" className="st-btn st-btn--ghost" onClick={onPhoto}>
        {t('home.apartmentPhoto')}
      </button>
    </div>
  );
}
