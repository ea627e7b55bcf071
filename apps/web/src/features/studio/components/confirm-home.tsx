import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AreaId } from '@landscape/contract';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { sitePictureUrl } from '../api/site-picture.ts';
import './confirm-home.css';

interface Props {
  /** The address about to be designed for the first time, or null when nothing is asked. */
  address: string | null;
  /** The area whose picture is shown: the first one the owner chose. */
  area: AreaId;
  /** What the studio draws on: a house drawn for the address (labelled as an example), or Street View. */
  imagery: 'example_house' | 'street_view';
  onYes: () => void;
  onNo: () => void;
  onClose: () => void;
}

/**
 * "Is this your home?" before the first design of an address (decision 047): the picture the designs will be
 * drawn on, then yes (design it) or no (the photo path). The offline studio's drawn house says it is an example.
 */
export function ConfirmHome({ address, area, imagery, onYes, onNo, onClose }: Props) {
  const { t } = useTranslation('studio');
  const yes = useRef<HTMLButtonElement>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const example = imagery === 'example_house';
  const src = address ? sitePictureUrl(address, area) : '';
  return (
    <Dialog
      open={address !== null}
      onClose={onClose}
      title={t('home.title')}
      description={t('home.lead', { address: address ?? '' })}
      initialFocus={yes}
      className="confirm-home"
    >
      <figure className="confirm-home__figure" data-testid="confirm-home">
        {failed === src ? (
          <p className="confirm-home__failed">{t('home.pictureFailed')}</p>
        ) : (
          <img
            key={src}
            className="confirm-home__picture"
            src={src}
            alt={t('home.pictureAlt', { address: address ?? '' })}
            width={768}
            height={768}
            onError={() => setFailed(src)}
          />
        )}
        {example && (
          <span className="confirm-home__badge" aria-hidden="true">
            {t('home.exampleLabel')}
          </span>
        )}
        <figcaption className="confirm-home__caption">{example ? t('home.example') : t('home.streetView')}</figcaption>
      </figure>
      <div className="confirm-home__actions">
        <button ref={yes} type="button" className="btn btn--primary" onClick={onYes}>
          {t('home.yes')}
        </button>
        <button type="button" className="btn" onClick={onNo}>
          {t('home.no')}
        </button>
      </div>
    </Dialog>
  );
}
