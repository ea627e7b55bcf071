import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { HERO_PICTURES } from 'virtual:studio-pictures';
import { CLIENT_AREA_IDS, LIMITS } from '@landscape/contract/constants';
import type { ClientAreaId, Style, Usage } from '@landscape/contract';
import { builtPicture, type Picture } from '../../../lib/picture.tsx';
import type { StudioState } from '../../../lib/designs/storage.ts';
import { toggleStyle } from '../../../lib/styles.ts';
import type { SiteCheck } from '../api/check-site.ts';
import type { usePhotoPath } from '../hooks/use-photo-path.ts';
import { AddressField } from './address-field.tsx';
import { ApartmentAnswer } from './apartment-answer.tsx';
import { AreaCards } from './area-cards.tsx';
import { GenerateBar } from './generate-bar.tsx';
import { PhotoPicker } from './photo-picker.tsx';
import { StyleCards } from './style-cards.tsx';

type Update = (patch: Partial<StudioState> | ((s: StudioState) => Partial<StudioState>)) => void;

const HERO_TAB_OF: Record<ClientAreaId, 'front_yard' | 'backyard' | 'walkway'> = { front_yard: 'front_yard', back_yard: 'backyard', walkway: 'walkway' };

interface Props {
  state: StudioState;
  update: Update;
  formRef: RefObject<HTMLElement | null>;
  addressRef: RefObject<HTMLInputElement | null>;
  photoRef: RefObject<HTMLDivElement | null>;
  touched: boolean;
  onTouched: () => void;
  site: SiteCheck;
  photo: ReturnType<typeof usePhotoPath>;
  /** The honest answer to a home in a building, when the address is one and an area has no photo (decision 047). */
  apartment: { unit: string | null } | null;
  catalogue: Style[];
  fallback: boolean;
  selectedAreas: ClientAreaId[];
  allowance: Usage | null;
  loading: boolean;
  problem: string | null;
  blocker: string | null;
  onGenerate: () => void;
  onPhotoPath: () => void;
}

/** The studio's three steps (address, areas, styles) and the Generate bar. */
export function StudioForm(p: Props) {
  const { t } = useTranslation('studio');
  const { state, update, photo } = p;
  // each area card shows the example property's redesign of that area (the hero's "after", built with the studio)
  const areaImages: Partial<Record<ClientAreaId, Picture>> = {};
  for (const id of CLIENT_AREA_IDS) areaImages[id] = builtPicture(HERO_PICTURES[HERO_TAB_OF[id]].after);
  return (
    <section className="studio-panel" ref={p.formRef} id="studio" aria-labelledby="studio-title">
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
          p.onGenerate();
        }}
      >
        <fieldset className="step-block">
          <legend className="step-block__legend">
            <span className="step-block__n">{t('form.step', { n: 1 })}</span> {t('form.address.title')}
          </legend>
          <AddressField
            ref={p.addressRef}
            value={state.currentAddress}
            onChange={(v) => update({ currentAddress: v })}
            touched={p.touched}
            onTouched={p.onTouched}
            onSubmit={p.onGenerate}
            site={p.site}
          />
          {p.apartment && <ApartmentAnswer unit={p.apartment.unit} onPhoto={p.onPhotoPath} />}
          <div ref={p.photoRef}>
            <PhotoPicker
              open={photo.open}
              onOpenChange={photo.toggle}
              note={photo.note}
              photos={photo.photos}
              onChange={photo.setPhoto}
              onMaskChange={photo.setMask}
            />
          </div>
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
          {p.fallback && <p className="notice">{t('form.styles.fallbackNotice')}</p>}
          <StyleCards
            styles={p.catalogue}
            selected={state.selectedStyles}
            onToggle={(id) => update((s) => ({ selectedStyles: toggleStyle(s.selectedStyles, id) }))}
          />
        </fieldset>

        <GenerateBar
          areaCount={p.selectedAreas.length}
          styleCount={state.selectedStyles.length}
          allowance={p.loading ? null : p.allowance}
          loading={p.loading}
          disabled={p.loading || !!p.problem || p.selectedAreas.length === 0}
          blocker={p.loading ? null : p.blocker}
          onGenerate={p.onGenerate}
        />
      </form>
    </section>
  );
}
