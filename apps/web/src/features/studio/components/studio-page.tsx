import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_AREA_IDS } from '@landscape/contract/constants';
import type { AreaId, ClientAreaId, Style } from '@landscape/contract';
import { useUsage } from '../../../lib/usage.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { useSiteCheck, type SiteCheck } from '../api/check-site.ts';
import { useStyles } from '../../../lib/styles-query.ts';
import { useGeneration } from '../hooks/use-generation.ts';
import type { GenerationRequest } from '../hooks/run-types.ts';
import { useStudioState } from '../hooks/use-studio-state.ts';
import type { StudioState } from '../../../lib/designs/storage.ts';
import { usePhotoPath } from '../hooks/use-photo-path.ts';
import { scrollBehavior, useRunResults } from '../hooks/use-run-results.ts';
import { addressProblem } from '../utils/address.ts';
import { isKnownHome, rememberHome } from '../utils/confirmed-homes.ts';
import { ConfirmHome } from './confirm-home.tsx';
import { Hero } from './hero.tsx';
import { LoadingScreen } from './loading-screen.tsx';
import { Marketing } from './marketing.tsx';
import { StudioForm } from './studio-form.tsx';
import { StudioOutput } from './studio-output.tsx';
import { useStyleText } from '../../../lib/use-style-text.ts';
import '../../../components/design/design.css';

/** The area of the picture a first design is drawn on, as the server names it. */
const SERVER_AREA: Record<ClientAreaId, AreaId> = { front_yard: 'front_yard', back_yard: 'backyard', walkway: 'walkway' };

interface Props {
  /** Signed-out visitors see the hero and the marketing section (product §2); the accounts feature turns them off. */
  showMarketing?: boolean;
  /** Whose daily designs the Generate bar counts: the signed-in account's uid, or null for a visitor (per IP). */
  who?: string | null;
}

/** product §8: after the retries the 3 default styles are used (said once); chosen styles the catalogue no longer offers are let go. */
function useCatalogue(update: ReturnType<typeof useStudioState>[1]) {
  const { t } = useTranslation('studio');
  const styles = useStyles();
  const fallback = styles.data?.fallback ?? false;
  useEffect(() => {
    if (fallback) toast.warning(t('errors.styles'));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fallback]);
  const catalogue = styles.data?.styles;
  useEffect(() => {
    if (!catalogue) return;
    const ids = new Set(catalogue.map((s) => s.id));
    update((s) => {
      const kept = s.selectedStyles.filter((id) => ids.has(id));
      return kept.length === s.selectedStyles.length ? {} : { selectedStyles: kept };
    });
  }, [catalogue, update]);
  return { pending: styles.isPending, fallback, catalogue: catalogue ?? ([] as Style[]) };
}

/** A home in a building the studio would draw a house for: an area without a photo (decision 047). */
function apartmentOf(site: SiteCheck, photographed: boolean): { unit: string | null } | null {
  if (site.state !== 'placed' || !site.site.dwelling || site.site.dwelling === 'house' || photographed) return null;
  return { unit: site.site.unit ?? null };
}

/** What keeps the address from being designed, as a message key: none, a typing problem, no place, or a home in a building. */
function addressProblemOf(address: string, site: SiteCheck, apartment: { unit: string | null } | null): string | null {
  return (
    addressProblem(address) ??
    (address.trim() ? null : 'errors.addressEmpty') ??
    (site.state === 'invalid' ? 'errors.addressInvalid' : null) ??
    (apartment ? 'errors.addressApartment' : null)
  );
}

/** What a run asks for: the address, each chosen area with its wishes, photo and keep mask, and the styles. */
function runRequest(
  state: StudioState,
  areas: ClientAreaId[],
  photo: ReturnType<typeof usePhotoPath>,
  catalogue: Style[],
  styleName: (id: string, fallback?: string) => string,
): GenerationRequest {
  const labels = new Map(catalogue.map((s) => [s.id, s.name]));
  return {
    address: state.currentAddress,
    areas: areas.map((id) => ({
      id,
      prompt: state.areas[id].customPrompt,
      photo: photo.photos[id] ?? null,
      mask: photo.photos[id] ? (photo.masks[id] ?? null) : null,
    })),
    styles: state.selectedStyles.map((id) => ({ id, label: styleName(id, labels.get(id)) })),
  };
}

export function StudioPage({ showMarketing = true, who = null }: Props) {
  const { t } = useTranslation('studio');
  const styleText = useStyleText();
  const [state, update] = useStudioState();
  const { pending, fallback, catalogue } = useCatalogue(update);
  const [touched, setTouched] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  /** The address whose picture is shown to ask "Is this your home?" before its first design (decision 047). */
  const [asking, setAsking] = useState<string | null>(null);
  const photo = usePhotoPath(update);
  const addressRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLElement>(null);
  const photoRef = useRef<HTMLDivElement>(null);
  const progressRef = useRef<HTMLDivElement>(null);
  const run = useRunResults(update, who, state.multiResults);
  const gen = useGeneration(run.onResults);
  const site = useSiteCheck(state.currentAddress);
  const loading = gen.status === 'loading';
  const usage = useUsage(who);

  useEffect(() => {
    if (loading) requestAnimationFrame(() => progressRef.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'center' }));
  }, [loading]);

  if (pending) return <LoadingScreen />;

  const selectedAreas = CLIENT_AREA_IDS.filter((id) => state.areas[id].selected);
  const photographed = selectedAreas.length > 0 && selectedAreas.every((id) => photo.photos[id]);
  const apartment = apartmentOf(site, photographed);
  const problem = addressProblemOf(state.currentAddress, site, apartment);
  const designed = state.gallery.map((g) => g.address);
  const missing = problem ?? (selectedAreas.length === 0 ? 'validation.noArea' : state.selectedStyles.length === 0 ? 'validation.noStyle' : null);

  const focusAddress = () => {
    formRef.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
    addressRef.current?.focus({ preventScroll: true });
  };
  const openPhotoPath = (why: string | null) => {
    photo.openFor(why);
    requestAnimationFrame(() => {
      photoRef.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'center' });
      photoRef.current?.querySelector<HTMLInputElement>(`[data-testid="photo-${selectedAreas[0] ?? 'front_yard'}"]`)?.focus({ preventScroll: true });
    });
  };

  const start = () => void gen.generate(runRequest(state, selectedAreas, photo, catalogue, styleText.name));

  const onGenerate = () => {
    if (loading) return;
    setTouched(true);
    if (missing) {
      toast.error(t(missing));
      if (problem) addressRef.current?.focus();
      return;
    }
    // the first design of an address asks whether the picture is the owner's home; photos need no asking
    if (!photographed && !isKnownHome(state.currentAddress, designed)) setAsking(state.currentAddress.trim());
    else start();
  };

  return (
    <div className="studio">
      {showMarketing && <Hero onStart={focusAddress} />}
      <StudioForm
        {...{ state, update, formRef, addressRef, photoRef, touched, site, photo, apartment, catalogue, fallback, selectedAreas, loading, problem, onGenerate }}
        blocker={missing ? t(missing) : null}
        onTouched={() => setTouched(true)}
        allowance={usage.data ?? null}
        onPhotoPath={() => openPhotoPath(null)}
      />
      <StudioOutput
        {...{ state, update, who, gen, progressRef, fullscreen }}
        resultsRef={run.resultsRef}
        selected={run.selected}
        onSelect={run.setSelected}
        onFullscreen={setFullscreen}
        onNewDesign={focusAddress}
      />
      <ConfirmHome
        address={asking}
        area={SERVER_AREA[selectedAreas[0] ?? 'front_yard']}
        imagery={site.state === 'placed' ? site.site.imagery : 'example_house'}
        onClose={() => setAsking(null)}
        onYes={() => {
          rememberHome(asking ?? state.currentAddress);
          setAsking(null);
          start();
        }}
        onNo={() => {
          setAsking(null);
          openPhotoPath(t('home.photoNext'));
        }}
      />
      {showMarketing && <Marketing />}
    </div>
  );
}
