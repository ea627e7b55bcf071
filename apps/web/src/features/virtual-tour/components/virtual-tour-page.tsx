import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PanoramaResponse } from '@landscape/contract';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { AlertIcon } from '../../../components/ui/icons/alert-icon.tsx';
import { MapPinIcon } from '../../../components/ui/icons/map-pin-icon.tsx';
import { staticUrl } from '../../../lib/api-client.ts';
import { usePanoramaSettings } from '../api/get-panorama-settings.ts';
import { useStyles } from '../../../lib/styles-query.ts';
import { NoPanoramaImageError, useCreatePanorama } from '../api/create-panorama.ts';
import { facing } from '../utils/view.ts';
import { PanoramaViewer } from './panorama-viewer.tsx';
import { analysisIn } from '../../../lib/designs/words.ts';
import './tour.css';

export function VirtualTourPage() {
  const { t, i18n } = useTranslation('tour');
  const id = useId();
  const settings = usePanoramaSettings();
  const create = useCreatePanorama();
  const [address, setAddress] = useState('');
  const [style, setStyle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pano, setPano] = useState<PanoramaResponse | null>(null);
  const [yaw, setYaw] = useState(0);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!address.trim()) return setError(t('errors.address'));
    create.mutate(
      { address: address.trim(), style: style || null },
      {
        onSuccess: (p) => {
          setPano(p);
          setYaw(settings.data?.initial_yaw ?? 0);
        },
        onError: (err) => {
          // product §8 wording for the two ways a panorama can fail
          const message =
            err instanceof NoPanoramaImageError
              ? 'No image data provided for panorama generation'
              : err.message || 'Could not fetch street view image for panorama generation';
          setError(message);
          toast.error(message);
        },
      },
    );
  };

  if (settings.isError) {
    return (
      <div className="alert alert--error" role="alert" data-testid="tour-settings-error">
        <AlertIcon size={18} />
        <span>{t('errors.settings')}</span>
      </div>
    );
  }
  const s = settings.data;
  // The answer says at which bearing each area is seen (a drawn property is seen from one standing point).
  const front = pano && s ? facing(yaw, pano.views.length ? pano.views : s.views) : null;
  const seenFront = pano?.views.find((v) => v.area === front)?.analysis;
  // in the studio's language, whatever language the tour was made in
  const frontAnalysis = seenFront ? analysisIn(seenFront, i18n.language) : undefined;
  const analysis = pano ? analysisIn(pano.analysis, i18n.language) : null;

  return (
    <div className="tour">
      <TourForm
        id={id}
        address={address}
        onAddress={setAddress}
        style={style}
        onStyle={setStyle}
        error={error}
        busy={create.isPending}
        ready={!!s}
        onSubmit={submit}
      />

      {create.isPending ? (
        <div className="card tour-wait" role="status">
          <Spinner label={t('building')} size="lg" showLabel />
          <p>{t('buildingHint')}</p>
        </div>
      ) : null}

      {pano && analysis && s ? (
        <div className="tour-stage">
          <div className="tour-view">
            <PanoramaViewer
              key={pano.image}
              src={staticUrl(pano.image)}
              initial={{ yaw: s.initial_yaw, pitch: s.initial_pitch, fov: s.fov }}
              minFov={s.min_fov}
              maxFov={s.max_fov}
              autorotate={s.autorotate}
              speed={s.autorotate_speed}
              uOffset={1 / (2 * Math.max(1, s.views.length))}
              label={t('viewerLabel', { address: address.trim() })}
              hint={t('viewerHint')}
              fallbackAlt={t('flatAlt')}
              onViewChange={(v) => setYaw(v.yaw)}
            />
            <div className="tour-facing" aria-live="polite">
              {front ? t('facing', { area: t(`areas.${front}`) }) : null}
            </div>
          </div>
          <TourAnalysis id={id} pano={pano} analysis={analysis} front={front} frontText={frontAnalysis?.generated_text} />
        </div>
      ) : !create.isPending ? (
        <div className="card tour-empty">
          <p>{t('empty')}</p>
        </div>
      ) : null}
    </div>
  );
}

/** The address, the style to redesign in (or as it is) and Build. */
function TourForm(p: {
  id: string;
  address: string;
  onAddress: (v: string) => void;
  style: string;
  onStyle: (v: string) => void;
  error: string | null;
  busy: boolean;
  ready: boolean;
  onSubmit: (e: FormEvent) => void;
}) {
  const { id, address, onAddress, style, onStyle, error, busy, ready, onSubmit } = p;
  const { t } = useTranslation('tour');
  const styles = useStyles();
  return (
    <form className="card tour-form" onSubmit={onSubmit} noValidate>
      <label className="field__label" htmlFor={`${id}-address`}>
        {t('addressLabel')}
      </label>
      <div className="tour-form__row">
        <span className="tour-form__icon" aria-hidden="true">
          <MapPinIcon size={20} />
        </span>
        <input
          id={`${id}-address`}
          className="input tour-form__address"
          value={address}
          maxLength={300}
          autoComplete="street-address"
          placeholder={t('addressPlaceholder')}
          onChange={(e) => onAddress(e.target.value)}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-err` : undefined}
        />
        <label className="sr-only" htmlFor={`${id}-style`}>
          {t('styleLabel')}
        </label>
        <select id={`${id}-style`} className="input tour-form__style" value={style} onChange={(e) => onStyle(e.target.value)}>
          <option value="">{t('asIs')}</option>
          {(styles.data?.styles ?? []).map((st) => (
            <option key={st.id} value={st.id}>
              {t('redesignedIn', { style: st.name })}
            </option>
          ))}
        </select>
        <button type="submit" className="btn btn--primary" disabled={busy || !ready}>
          {busy ? t('building') : t('build')}
        </button>
      </div>
      {error ? (
        <p id={`${id}-err`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** What the tour found (or the redesign added), its score, and what the area in front of the viewer shows. */
function TourAnalysis(p: {
  id: string;
  pano: PanoramaResponse;
  analysis: NonNullable<ReturnType<typeof analysisIn>>;
  front: ReturnType<typeof facing> | null;
  frontText: string | undefined;
}) {
  const { id, pano, analysis, front, frontText } = p;
  const { t, i18n } = useTranslation('tour');
  return (
    <section className="card tour-analysis" aria-labelledby={`${id}-analysis`}>
      <div className="tour-analysis__head">
        <h2 id={`${id}-analysis`}>{t(pano.style ? 'designTitle' : 'analysisTitle')}</h2>
        <span className="tour-score" aria-label={t(pano.style ? 'designScoreLabel' : 'scoreLabel', { score: analysis.curb_appeal_rating })}>
          <strong>{new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(analysis.curb_appeal_rating)}</strong>
          <small>/10</small>
        </span>
      </div>
      <p className="tour-analysis__style">{t(pano.style ? 'redesignedStyle' : 'currentStyle', { style: analysis.current_style })}</p>
      <p>{analysis.generated_text}</p>
      <h3>{t(pano.style ? 'additions' : 'recommendations')}</h3>
      <ul className="tour-analysis__recs">
        {analysis.recommendations.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
      {frontText && front ? (
        <p className="tour-analysis__view">
          <strong>{t(`areas.${front}`)}</strong> {frontText}
        </p>
      ) : null}
      <p className="tour-analysis__fine">{t(pano.style ? 'designHonest' : 'honest')}</p>
    </section>
  );
}
