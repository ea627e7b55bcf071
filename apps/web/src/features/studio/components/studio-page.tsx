import { HERO_PICTURES } from 'virtual:studio-pictures';
import { builtPicture, type Picture } from '../../../lib/picture.tsx';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_AREA_IDS, LIMITS } from '@landscape/contract/constants';
import type { ClientAreaId } from '@landscape/contract';
import { useUsage } from '../../../lib/usage.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { useSiteCheck } from '../api/check-site.ts';
import { useStyles } from '../../../lib/styles-query.ts';
import { useGeneration } from '../hooks/use-generation.ts';
import { useStudioState } from '../hooks/use-studio-state.ts';
import { addressProblem } from '../utils/address.ts';
import { addToGallery } from '../../../lib/designs/gallery.ts';
import type { ResultItem } from '../../../lib/designs/progress.ts';
import { toggleStyle } from '../../../lib/styles.ts';
import { AddressField } from './address-field.tsx';
import { PhotoPicker } from './photo-picker.tsx';
import { AreaCards } from './area-cards.tsx';
import { ErrorBanner } from './error-banner.tsx';
import { GenerateBar } from './generate-bar.tsx';
import { Hero } from './hero.tsx';
import { LoadingScreen } from './loading-screen.tsx';
import { Marketing } from './marketing.tsx';
import { StyleCards } from './style-cards.tsx';
import { useStyleText } from '../../../lib/use-style-text.ts';
import { lazyComponent } from '../../../lib/lazy-component.tsx';
import { loadPageStrings } from '../../../lib/i18n.ts';
import '../../../components/design/design.css';

// Shown once there are designs: loaded then, not with the form.
// Their strings (the results namespace) are not in the first chunk either: they load beside the code.
const ResultsViewer = lazyComponent(async () => (await Promise.all([import('./results-viewer.tsx'), loadPageStrings()]))[0].ResultsViewer);
const GalleryStrip = lazyComponent(async () => (await Promise.all([import('./gallery-strip.tsx'), loadPageStrings()]))[0].GalleryStrip);
// Shown only once Generate is pressed: not part of what a phone loads before the form is usable.
const ProgressView = lazyComponent(() => import('./progress-view.tsx').then((m) => m.ProgressView));

/** Smooth scrolling unless the owner asked the system for less motion. */
const scrollBehavior = (): ScrollBehavior => (typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth');

const HERO_TAB_OF: Record<ClientAreaId, 'front_yard' | 'backyard' | 'walkway'> = { front_yard: 'front_yard', back_yard: 'backyard', walkway: 'walkway' };

interface Props {
  /** Signed-out visitors see the hero and the marketing section (product §2); the accounts feature turns them off. */
  showMarketing?: boolean;
  /** Whose daily designs the Generate bar counts: the signed-in account's uid, or null for a visitor (per IP). */
  who?: string | null;
}

export function StudioPage({ showMarketing = true, who = null }: Props) {
  const { t } = useTranslation('studio');
  const styleText = useStyleText();
  const [state, update] = useStudioState();
  const styles = useStyles();
  const [touched, setTouched] = useState(false);
  const [selected, setSelected] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  /** Photo first: the homeowner's photo of an area, the "before" of that area's designs (not kept on the device). */
  const [photos, setPhotos] = useState<Partial<Record<ClientAreaId, File>>>({});
  /** House-Lock: the keep mask the homeowner brushed on an area's photo (absent: the computed one). */
  const [masks, setMasks] = useState<Partial<Record<ClientAreaId, Blob>>>({});
  const addressRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const progressRef = useRef<HTMLDivElement>(null);

  /** Designs of the current run already on screen: the first one of a run takes the viewer over from the last run's. */
  const onScreen = useRef(0);
  /** The design being looked at: it stays in view when the finished run is put in the order chosen. */
  const viewed = useRef<string | null>(null);
  const onResults = useCallback(
    (items: ResultItem[], done: boolean) => {
      // each design shows as soon as it is finished; the gallery takes the run once it is over
      update((s) =>
        done
          ? {
              multiResults: items,
              gallery: addToGallery(
                s.gallery,
                items.map((i) => ({
                  address: i.address,
                  style: i.style,
                  render: i.render,
                  timestamp: i.timestamp,
                  ...(who ? { owner: who } : {}),
                  ...(i.house?.source === 'drawn' ? { example: true } : {}),
                  ...(i.designId ? { designId: i.designId } : {}),
                })),
              ),
            }
          : { multiResults: items },
      );
      if (onScreen.current === 0) setSelected(0);
      else if (done)
        setSelected(
          Math.max(
            0,
            items.findIndex((i) => i.id === viewed.current),
          ),
        );
      onScreen.current = done ? 0 : items.length;
      if (done) requestAnimationFrame(() => resultsRef.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' }));
    },
    [update, who],
  );
  viewed.current = state.multiResults[selected]?.id ?? null;
  const gen = useGeneration(onResults);
  const site = useSiteCheck(state.currentAddress);
  const loading = gen.status === 'loading';
  const usage = useUsage(who);

  useEffect(() => {
    if (loading) requestAnimationFrame(() => progressRef.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'center' }));
  }, [loading]);

  // product §8: after the retries the 3 default styles are used; say so once.
  const fallback = styles.data?.fallback;
  useEffect(() => {
    if (fallback) toast.warning(t('errors.styles'));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fallback]);

  // Keep only chosen styles the catalogue still offers.
  const catalogue = styles.data?.styles;
  useEffect(() => {
    if (!catalogue) return;
    const ids = new Set(catalogue.map((s) => s.id));
    update((s) => {
      const kept = s.selectedStyles.filter((id) => ids.has(id));
      return kept.length === s.selectedStyles.length ? {} : { selectedStyles: kept };
    });
  }, [catalogue, update]);

  if (styles.isPending) return <LoadingScreen />;

  const selectedAreas = CLIENT_AREA_IDS.filter((id) => state.areas[id].selected);
  const problem =
    addressProblem(state.currentAddress) ??
    (state.currentAddress.trim() ? null : 'errors.addressEmpty') ??
    (site.state === 'invalid' ? 'errors.addressInvalid' : null);
  const blocker = problem
    ? t(problem)
    : selectedAreas.length === 0
      ? t('validation.noArea')
      : state.selectedStyles.length === 0
        ? t('validation.noStyle')
        : null;

  const focusAddress = () => {
    formRef.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
    addressRef.current?.focus({ preventScroll: true });
  };

  const onGenerate = () => {
    if (loading) return;
    setTouched(true);
    if (problem) {
      toast.error(t(problem));
      addressRef.current?.focus();
      return;
    }
    if (selectedAreas.length === 0) {
      toast.error(t('validation.noArea'));
      return;
    }
    if (state.selectedStyles.length === 0) {
      toast.error(t('validation.noStyle'));
      return;
    }
    const labels = new Map((catalogue ?? []).map((s) => [s.id, s.name]));
    void gen.generate({
      address: state.currentAddress,
      areas: selectedAreas.map((id) => ({
        id,
        prompt: state.areas[id].customPrompt,
        photo: photos[id] ?? null,
        mask: photos[id] ? (masks[id] ?? null) : null,
      })),
      styles: state.selectedStyles.map((id) => ({ id, label: styleText.name(id, labels.get(id)) })),
    });
  };

  // each area card shows the example property's redesign of that area (the hero's "after", built with the studio)
  const areaImages: Partial<Record<ClientAreaId, Picture>> = {};
  for (const id of CLIENT_AREA_IDS) areaImages[id] = builtPicture(HERO_PICTURES[HERO_TAB_OF[id]].after);

  return (
    <div className="studio">
      {showMarketing && <Hero onStart={focusAddress} />}

      <section className="studio-panel" ref={formRef} id="studio" aria-labelledby="studio-title">
        <header className="studio-panel__head">
          <div>
            <h2 id="studio-title" className="st-section-title">
              {t('form.title')}
            </h2>
            <p className="section-sub">{t('form.subtitle')}</p>
          </div>
        </header>

        <form
          className="studio-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            onGenerate();
          }}
        >
          <fieldset className="step-block">
            <legend className="step-block__legend">
              <span className="step-block__n">{t('form.step', { n: 1 })}</span> {t('form.address.title')}
            </legend>
            <AddressField
              ref={addressRef}
              value={state.currentAddress}
              onChange={(v) => update({ currentAddress: v })}
              touched={touched}
              onTouched={() => setTouched(true)}
              onSubmit={onGenerate}
              site={site}
            />
            <PhotoPicker
              photos={photos}
              onChange={(area, file) => {
                setPhotos((p) => {
                  const next = { ...p };
                  if (file) next[area] = file;
                  else delete next[area];
                  return next;
                });
                // a new photo (or none) starts from the computed mask again
                setMasks(({ [area]: _gone, ...rest }) => rest);
                // a photo of an area chooses that area
                if (file) update((s) => ({ areas: { ...s.areas, [area]: { ...s.areas[area], selected: true } } }));
              }}
              onMaskChange={(area, mask) => setMasks(({ [area]: _old, ...rest }) => (mask ? { ...rest, [area]: mask } : rest))}
            />
          </fieldset>

          <fieldset className="step-block">
            <legend className="step-block__legend">
              <span className="step-block__n">{t('form.step', { n: 2 })}</span> {t('form.areas.title')}
            </legend>
            <p className="section-sub">{t('form.areas.subtitle')}</p>
            <AreaCards areas={state.areas} images={areaImages} onChange={(id, next) => update((s) => ({ areas: { ...s.areas, [id]: next } }))} />
          </fieldset>

          <fieldset className="step-block">
            <legend className="step-block__legend">
              <span className="step-block__n">{t('form.step', { n: 3 })}</span> {t('form.styles.title')}
            </legend>
            <p className="section-sub">{t('form.styles.subtitle', { max: LIMITS.maxStyles })}</p>
            {fallback && <p className="notice">{t('form.styles.fallbackNotice')}</p>}
            <StyleCards
              styles={catalogue ?? []}
              selected={state.selectedStyles}
              onToggle={(id) => update((s) => ({ selectedStyles: toggleStyle(s.selectedStyles, id) }))}
            />
          </fieldset>

          <GenerateBar
            areaCount={selectedAreas.length}
            styleCount={state.selectedStyles.length}
            allowance={loading ? null : (usage.data ?? null)}
            loading={loading}
            disabled={loading || !!problem || selectedAreas.length === 0}
            blocker={loading ? null : blocker}
            onGenerate={onGenerate}
          />
        </form>
      </section>

      <div className="studio-output">
        {gen.errorText && <ErrorBanner message={gen.errorText} onDismiss={gen.dismissError} />}
        <div ref={progressRef}>
          {gen.startedAt !== null && (loading || (gen.status === 'error' && gen.live.length > 0)) && (
            <ProgressView
              startedAt={gen.startedAt}
              address={gen.address}
              live={gen.live}
              endedAt={loading ? null : gen.endedAt}
              designs={Math.max(1, gen.live.filter((l) => l.kind === 'area').length) * Math.max(1, state.selectedStyles.length)}
            />
          )}
        </div>
        <div ref={resultsRef} className="scroll-anchor">
          {state.multiResults.length > 0 && (
            <ResultsViewer
              items={state.multiResults}
              selected={selected}
              onSelect={setSelected}
              favorites={state.favorites}
              onToggleFavorite={(render) =>
                update((s) => ({ favorites: s.favorites.includes(render) ? s.favorites.filter((r) => r !== render) : [...s.favorites, render] }))
              }
              fullscreen={fullscreen}
              onFullscreen={setFullscreen}
              onNewDesign={focusAddress}
              onEdited={(made, from) =>
                update((s) => ({
                  gallery: addToGallery(s.gallery, [
                    {
                      address: made.address,
                      style: made.style,
                      render: made.render,
                      timestamp: made.timestamp,
                      ...(who ? { owner: who } : {}),
                      ...(made.house?.source === 'drawn' ? { example: true } : {}),
                      ...(made.designId ? { designId: made.designId } : {}),
                      ...(from.designId ? { editedFrom: from.designId } : {}),
                    },
                  ]),
                }))
              }
            />
          )}
        </div>
        {state.gallery.length > 0 && <GalleryStrip entries={state.gallery} />}
      </div>

      {showMarketing && <Marketing />}
    </div>
  );
}
