import { useEffect, useId, useRef, useState, type DragEvent, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_LIMITS } from '@landscape/contract/constants';
import type { GenerateResponse } from '@landscape/contract';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { AlertIcon } from '../../../components/ui/icons/alert-icon.tsx';
import { ImageIcon } from '../../../components/ui/icons/image-icon.tsx';
import { staticUrl } from '../../../lib/api-client.ts';
import { useStyles } from '../../../lib/styles-query.ts';
import { useStyleText } from '../../../lib/use-style-text.ts';
import { useTransformPhoto, type TransformMode } from '../api/transform-photo.ts';
import { ShareMenu } from '../../../components/ui/share-menu.tsx';
import { planIn } from '../../../lib/designs/words.ts';
import { CompareSlider } from '../../../components/design/compare-slider.tsx';
import { DesignSummary } from '../../../components/design/design-summary.tsx';
import '../../../components/design/design.css';
import './pro.css';
import { downloadImage } from '../../../lib/download.ts';
import { areaOfImage, downloadFileName } from '../../../lib/download-name.ts';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';
const AREAS = ['front_yard', 'backyard', 'walkway'] as const;

/** What the browser can tell before uploading; the server checks the bytes again. */
export function checkPhoto(file: File): 'type' | 'size' | null {
  const okType = /^image\/(jpeg|png|webp|heic|heif)$/.test(file.type) || /\.(jpe?g|png|webp|heic|heif)$/i.test(file.name);
  if (!okType) return 'type';
  if (file.size > UPLOAD_LIMITS.maxBytes) return 'size';
  return null;
}

export function ProPage() {
  const { t } = useTranslation('pro');
  const styleText = useStyleText();
  const id = useId();
  const styles = useStyles();
  const transform = useTransformPhoto();
  const [file, setFile] = useState<File | null>(null);
  const [style, setStyle] = useState<string>('');
  const [area, setArea] = useState<(typeof AREAS)[number]>('front_yard');
  const [mode, setMode] = useState<TransformMode>('smart');
  const [wishes, setWishes] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<GenerateResponse | null>(null);
  const resultRef = useRef<HTMLElement>(null);

  const preview = usePreview(file);
  const selectedStyle = style || styles.data?.styles[0]?.id || '';

  const pick = (f: File | undefined) => {
    if (!f) return;
    const problem = checkPhoto(f);
    setFileError(problem ? t(`errors.${problem}`, { mb: Math.round(UPLOAD_LIMITS.maxBytes / 1024 / 1024) }) : null);
    setFile(problem ? null : f);
    setResult(null);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!file) return setFileError(t('errors.noFile'));
    if (!selectedStyle) return;
    transform.mutate(
      { file, style: selectedStyle, area, wishes, mode },
      {
        onSuccess: (r) => {
          setResult(r);
          toast.success(t('done'));
          // its top below the sticky header (scroll-padding-top), then focus without a second scroll
          requestAnimationFrame(() => {
            resultRef.current?.scrollIntoView({ block: 'start' });
            resultRef.current?.focus({ preventScroll: true });
          });
        },
        onError: (err) => {
          const message = err.message || 'Transformation failed';
          setError(message);
          toast.error(message);
        },
      },
    );
  };
  const download = async () => {
    if (!result?.images?.[1]) return;
    try {
      const image = result.images[1];
      await downloadImage(image, downloadFileName(result.style ?? selectedStyle, areaOfImage(image), Date.now()));
    } catch {
      toast.error(t('errors.download'));
    }
  };
  // in the reader's language, as the studio names them (an admin's own style by the name it was given)
  const styleName = (sid: string) => styleText.name(sid, styles.data?.styles.find((s) => s.id === sid)?.name);

  return (
    <div className="pro">
      <form className="pro__form" onSubmit={submit} noValidate aria-busy={transform.isPending}>
        <PhotoStep id={id} file={file} preview={preview} fileError={fileError} onPick={pick} />

        <StyleStep
          id={id}
          choice={{ style: selectedStyle, area, mode, wishes }}
          set={{ style: setStyle, area: setArea, mode: setMode, wishes: setWishes }}
          error={error}
          onDismiss={() => setError(null)}
          pending={transform.isPending}
          ready={!!file && !!selectedStyle}
        />
      </form>

      {transform.isPending ? (
        <div className="card pro-working" role="status">
          <Spinner label={t('working')} size="lg" showLabel />
          <p>{t('workingHint')}</p>
        </div>
      ) : null}

      {result?.images ? (
        <ProResult
          id={id}
          result={result}
          area={area}
          style={result.style ?? selectedStyle}
          styleName={styleName}
          onDownload={download}
          resultRef={resultRef}
        />
      ) : null}
    </div>
  );
}

/** Step 1: the homeowner's photo, dropped or chosen, with its preview and what is wrong with it. */
function PhotoStep({
  id,
  file,
  preview,
  fileError,
  onPick,
}: {
  id: string;
  file: File | null;
  preview: string | null;
  fileError: string | null;
  onPick: (f: File | undefined) => void;
}) {
  const { t } = useTranslation('pro');
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    onPick(e.dataTransfer.files[0]);
  };
  return (
    <section className="card pro-step" aria-labelledby={`${id}-s1`}>
      <h2 id={`${id}-s1`} className="pro-step__title">
        <span className="pro-step__num" aria-hidden="true">
          1
        </span>
        {t('step1')}
      </h2>
      <div
        className={`dropzone${dragging ? ' is-dragging' : ''}${preview ? ' has-image' : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        {preview ? <img className="dropzone__img" src={preview} alt={t('yourPhoto')} /> : <ImageIcon size={40} />}
        <div className="dropzone__text">
          <strong>{file ? file.name : t('dropTitle')}</strong>
          <span>{t('dropHint', { mb: Math.round(UPLOAD_LIMITS.maxBytes / 1024 / 1024) })}</span>
        </div>
        <button type="button" className="btn btn--secondary" onClick={() => inputRef.current?.click()}>
          {file ? t('changePhoto') : t('choosePhoto')}
        </button>
        <input
          ref={inputRef}
          id={`${id}-file`}
          className="sr-only"
          type="file"
          accept={ACCEPT}
          aria-label={t('choosePhoto')}
          aria-describedby={fileError ? `${id}-file-err` : undefined}
          onChange={(e) => onPick(e.target.files?.[0])}
          data-testid="pro-file"
        />
      </div>
      {fileError ? (
        <p id={`${id}-file-err`} className="field__error" role="alert">
          {fileError}
        </p>
      ) : null}
      <p className="pro-step__fine">{t('privacy')}</p>
    </section>
  );
}

type Area = (typeof AREAS)[number];

/** Step 2: the style, the area, the mode and the wishes, and the button that starts the redesign. */
function StyleStep({
  id,
  choice,
  set,
  error,
  onDismiss,
  pending,
  ready,
}: {
  id: string;
  choice: { style: string; area: Area; mode: TransformMode; wishes: string };
  set: { style: (s: string) => void; area: (a: Area) => void; mode: (m: TransformMode) => void; wishes: (w: string) => void };
  error: string | null;
  onDismiss: () => void;
  pending: boolean;
  ready: boolean;
}) {
  const { t } = useTranslation('pro');
  const styleText = useStyleText();
  const styles = useStyles();
  const { style: selectedStyle, area, mode, wishes } = choice;
  return (
    <section className="card pro-step" aria-labelledby={`${id}-s2`}>
      <h2 id={`${id}-s2`} className="pro-step__title">
        <span className="pro-step__num" aria-hidden="true">
          2
        </span>
        {t('step2')}
      </h2>
      {styles.isPending ? (
        <Spinner label={t('loadingStyles')} />
      ) : styles.isError ? (
        <p className="field__error">{t('errors.styles')}</p>
      ) : (
        <div className="pro-styles" role="radiogroup" aria-label={t('styleLabel')}>
          {styles.data.styles.map((s) => (
            <label key={s.id} className={`pro-style${selectedStyle === s.id ? ' is-selected' : ''}`}>
              <input type="radio" name="pro-style" value={s.id} checked={selectedStyle === s.id} onChange={() => set.style(s.id)} />
              {s.preview ? <img src={staticUrl(s.preview)} alt="" loading="lazy" /> : null}
              <span className="pro-style__name">{styleText.name(s.id, s.name)}</span>
            </label>
          ))}
        </div>
      )}
      <div className="pro-options">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-area`}>
            {t('area')}
          </label>
          <select id={`${id}-area`} className="input" value={area} onChange={(e) => set.area(e.target.value as Area)}>
            {AREAS.map((a) => (
              <option key={a} value={a}>
                {t(`areas.${a}`)}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="field pro-mode">
          <legend className="field__label">{t('mode')}</legend>
          {(['smart', 'creative'] as const).map((m) => (
            <label key={m} className="pro-mode__opt">
              <input type="radio" name="pro-mode" value={m} checked={mode === m} onChange={() => set.mode(m)} />
              <span>
                <strong>{t(`modes.${m}.title`)}</strong>
                <small>{t(`modes.${m}.body`)}</small>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="field pro-options__wide">
          <label className="field__label" htmlFor={`${id}-wishes`}>
            {t('wishes')}
          </label>
          <input
            id={`${id}-wishes`}
            className="input"
            value={wishes}
            maxLength={300}
            placeholder={t('wishesPlaceholder')}
            onChange={(e) => set.wishes(e.target.value)}
          />
        </div>
      </div>
      {error ? (
        <div className="alert alert--error" role="alert">
          <AlertIcon size={18} />
          <span>{error}</span>
          <button type="button" className="alert__close" onClick={onDismiss} aria-label={t('dismiss')}>
            ×
          </button>
        </div>
      ) : null}
      <button type="submit" className="btn btn--primary btn--lg btn--block" disabled={pending || !ready}>
        {pending ? t('working') : t('submit')}
      </button>
    </section>
  );
}

/** The redesign: before and after, its plan view and summary, to download or share. */
function ProResult({
  id,
  result,
  area,
  style,
  styleName,
  onDownload,
  resultRef,
}: {
  id: string;
  result: GenerateResponse;
  area: Area;
  style: string;
  styleName: (sid: string) => string;
  onDownload: () => void;
  resultRef: RefObject<HTMLElement | null>;
}) {
  const { t, i18n } = useTranslation('pro');
  const images = result.images ?? [];
  return (
    <section ref={resultRef} tabIndex={-1} className="card pro-result" aria-labelledby={`${id}-result`} data-testid="pro-result">
      <div className="pro-result__head">
        <h2 id={`${id}-result`} className="pro-step__title">
          {t('resultTitle', { style: styleName(style) })}
        </h2>
        <div className="pro-result__actions">
          <button type="button" className="btn btn--primary" onClick={onDownload}>
            {t('download')}
          </button>
          <ShareMenu
            designId={result.data?.design_id}
            image={images[1]!}
            label={t('share')}
            area={t(`areas.${area}`).toLowerCase()}
            text={t('shareText', { style: styleName(style) })}
            classes={{ root: 'pro-share', button: 'btn btn--secondary', menu: 'pro-share__menu', item: 'pro-share__item' }}
          />
        </div>
      </div>
      <CompareSlider className="pro-compare" before={staticUrl(images[0]!)} after={staticUrl(images[1]!)} beforeAlt={t('before')} afterAlt={t('after')} />
      {result.data?.plan ? (
        <figure className="pro-plan-view" data-testid="pro-plan-view">
          <img
            src={staticUrl(planIn(result.data.plan, result.data.design, i18n.language) ?? result.data.plan)}
            alt={t('planAlt', { style: styleName(style) })}
            loading="lazy"
          />
          <figcaption>{t('planTitle')}</figcaption>
        </figure>
      ) : null}
      {/* the design as the studio shows it: cost, features, what is not included, materials, plants, upkeep */}
      {result.data?.design ? (
        <div className="pro-plan">
          <DesignSummary design={result.data.design} />
        </div>
      ) : null}
    </section>
  );
}

/** A picture of the chosen photo the browser can show (none for HEIC, which it cannot), freed when it changes. */
function usePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file || /heic|heif/i.test(file.type + file.name)) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return preview;
}
