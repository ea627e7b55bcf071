import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMING } from '@landscape/contract/constants';
import { downloadUrl, staticUrl } from '../../../lib/api-client.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { downloadImage, downloadPack } from '../../../lib/download.ts';
import { areaOfImage, downloadFileName } from '../../../lib/download-name.ts';
import type { ResultItem } from '../../../lib/designs/progress.ts';
import { CompareSlider } from '../../../components/design/compare-slider.tsx';
import { CompareStyles } from './compare-styles.tsx';
import { AnalysisCard } from './analysis-card.tsx';
import { DesignSummary } from '../../../components/design/design-summary.tsx';
import { ImageDialog, type DialogImage } from '../../../components/design/image-dialog.tsx';
import { ChevronLeftIcon } from '../../../components/ui/icons/chevron-left-icon.tsx';
import { ChevronRightIcon } from '../../../components/ui/icons/chevron-right-icon.tsx';
import { CloseIcon } from '../../../components/ui/icons/close-icon.tsx';
import { DownloadIcon } from '../../../components/ui/icons/download-icon.tsx';
import { EditIcon } from '../../../components/ui/icons/edit-icon.tsx';
import { ExpandIcon } from '../../../components/ui/icons/expand-icon.tsx';
import { HeartIcon } from '../../../components/ui/icons/heart-icon.tsx';
import { ShareMenu } from '../../../components/ui/share-menu.tsx';
import { planIn } from '../../../lib/designs/words.ts';
import { GrowthPanel } from '../../../components/ui/growth-panel.tsx';
import { PhasesPanel } from '../../../components/ui/phases-panel.tsx';
import { useStyleText } from '../../../lib/use-style-text.ts';
import { useImageRatio } from '../../../lib/use-image-ratio.ts';
import { useGrowthOf } from '../hooks/use-growth-of.ts';
import { EditPanel } from '../../../components/edit/edit-panel.tsx';
import { EditChainBar, chainLabel } from '../../../components/edit/edit-chain-bar.tsx';
import { appendEdit, goTo, madeFrom, startChain, type Chain } from '../../../lib/edit/edit-chain.ts';
import { generationOfImage, loadClaims, rememberClaim } from '../../../lib/designs/claims.ts';
import { editedItem } from '../utils/edits.ts';

interface Props {
  items: ResultItem[];
  selected: number;
  onSelect: (i: number) => void;
  favorites: string[];
  onToggleFavorite: (render: string) => void;
  fullscreen: boolean;
  onFullscreen: (open: boolean) => void;
  onNewDesign: () => void;
  /** A design made by "Change just this" from `from` (the gallery keeps it, linked to its source). */
  onEdited?: (item: ResultItem, from: ResultItem) => void;
}

/** One step of a design's edit chain: the design, and the words of the edit that made it. */
interface Step {
  item: ResultItem;
  instruction: string | null;
}

export async function downloadResult(style: string, render: string, failMessage: string) {
  try {
    await downloadImage(render, downloadFileName(style, areaOfImage(render), Date.now()));
  } catch (err) {
    console.warn('[studio] Failed to download image', err);
    toast.error(failMessage);
  }
}

/** A visitor's proof the design is theirs: its generation's claim token, when this browser holds it. */
function claimOf(render: string): string | null {
  const generation = generationOfImage(render);
  return (generation && loadClaims()[generation]) || null;
}

export function ResultsViewer({ items, selected, onSelect, favorites, onToggleFavorite, fullscreen, onFullscreen, onNewDesign, onEdited }: Props) {
  const { t, i18n } = useTranslation(['studio', 'results'], { nsMode: 'fallback' });
  const { t: tg, ready: growthReady } = useTranslation('growth');
  const { t: te, ready: editReady } = useTranslation('edit');
  const styleText = useStyleText();
  const index = Math.min(Math.max(0, selected), items.length - 1);
  const base = items[index];
  const dialog = useRef<HTMLDialogElement>(null);
  const [zoom, setZoom] = useState<DialogImage | null>(null);
  const [showMask, setShowMask] = useState(false);
  // each design's edit chain (before → edit 1 → edit 2…), by the design's item; its current step is shown
  const [chains, setChains] = useState<Record<string, Chain<Step>>>({});
  const [editing, setEditing] = useState(false);
  const chain = base ? (chains[base.id] ?? startChain<Step>({ item: base, instruction: null })) : null;
  const item = chain?.steps[chain.current]?.item ?? base;
  const source = chain ? madeFrom(chain) : null;
  const setChain = (next: Chain<Step>) => base && setChains((c) => ({ ...c, [base.id]: next }));
  const [comparing, setComparing] = useState(false);

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (fullscreen && !d.open) d.showModal();
    if (!fullscreen && d.open) d.close();
  }, [fullscreen]);

  const growth = useGrowthOf(item);
  // the stage (and its column) take the design's own shape
  const ratio = useImageRatio(item ? staticUrl(item.render) : undefined);
  if (!item || !base) return null;
  const styleName = styleText.name(item.style, item.styleLabel);
  const areaName = t(`areas.${item.area}.name`);
  // the plan with its legend in the studio's language, when the design was drawn in it too
  const plan = planIn(item.plan, item.design, i18n.language);
  const fav = favorites.includes(item.render);
  const sameArea = items.filter((it) => it.area === item.area);
  const go = (delta: number) => onSelect((index + delta + items.length) % items.length);

  const savePack = async (designId: string, render: string) => {
    try {
      await downloadPack(designId, claimOf(render), `${downloadFileName(item.style, item.area, Date.now()).replace(/\.[a-z]+$/, '')}-landscaper.pdf`);
    } catch (err) {
      console.warn('[studio] Failed to make the landscaper pack', err);
      toast.error(t('errors.pack'));
    }
  };

  const downloadAll = () => {
    toast.info(t('toasts.downloadStarted', { count: items.length }));
    items.forEach((it, i) => setTimeout(() => void downloadResult(it.style, it.render, t('errors.download')), i * TIMING.downloadStaggerMs));
  };

  const renderAlt = t('results.renderAlt', { style: styleName, area: areaName.toLowerCase(), address: item.address });
  return (
    <section className="results" aria-labelledby="results-title" data-testid="results">
      <header className="results__head">
        <div>
          <h2 id="results-title" className="st-section-title">
            {t('results.title')}
          </h2>
          <p className="results__address">{item.address}</p>
        </div>
        <div className="results__head-actions">
          {items.length > 1 && (
            <button type="button" className="st-btn st-btn--ghost" onClick={downloadAll}>
              <DownloadIcon /> {t('results.downloadAll')}
            </button>
          )}
          {sameArea.length > 1 && (
            <button type="button" className="st-btn st-btn--ghost" onClick={() => setComparing(true)} data-testid="compare-styles-open">
              {t('results.compareStyles')}
            </button>
          )}
          <button type="button" className="st-btn st-btn--ghost" onClick={onNewDesign}>
            {t('results.newDesign')}
          </button>
        </div>
      </header>

      <div className="results__layout" style={ratio ? ({ '--ratio': ratio } as CSSProperties) : undefined}>
        <div className="results__stage">
          <div className="stage">
            {source && chain ? (
              <CompareSlider
                key={item.id}
                className="stage__compare"
                before={staticUrl(source.item.render)}
                after={staticUrl(item.render)}
                beforeAlt={te('chain.compareAlt', { label: chainLabel(te, chain.current - 1) })}
                afterAlt={renderAlt}
              />
            ) : item.original ? (
              <CompareSlider
                key={item.id}
                className="stage__compare"
                before={staticUrl(item.original)}
                after={staticUrl(item.render)}
                beforeAlt={t('results.originalAlt', { area: areaName.toLowerCase(), address: item.address })}
                afterAlt={renderAlt}
              />
            ) : (
              <img className="stage__img" src={staticUrl(item.render)} alt={renderAlt} />
            )}
            {item.house?.source === 'drawn' && (
              <p className="stage__example" data-testid="example-house">
                {t('results.exampleHouse')}
              </p>
            )}
            {showMask && item.house?.mask && (
              <img className="stage__mask" src={staticUrl(item.house.mask)} alt={t('results.maskAlt')} data-testid="house-mask" />
            )}
            <div className="stage__tools">
              <button
                type="button"
                className={`icon-btn icon-btn--glass ${fav ? 'is-on' : ''}`}
                aria-pressed={fav}
                aria-label={fav ? t('results.unfavorite') : t('results.favorite')}
                onClick={() => onToggleFavorite(item.render)}
              >
                <HeartIcon filled={fav} />
              </button>
              <button type="button" className="icon-btn icon-btn--glass" aria-label={t('results.fullscreen')} onClick={() => onFullscreen(true)}>
                <ExpandIcon />
              </button>
            </div>
            {items.length > 1 && (
              <>
                <button
                  type="button"
                  className="icon-btn icon-btn--glass stage__nav stage__nav--prev"
                  aria-label={t('results.previous')}
                  onClick={() => go(-1)}
                >
                  <ChevronLeftIcon />
                </button>
                <button type="button" className="icon-btn icon-btn--glass stage__nav stage__nav--next" aria-label={t('results.next')} onClick={() => go(1)}>
                  <ChevronRightIcon />
                </button>
              </>
            )}
          </div>
          {!item.original && !source && <p className="field-hint">{t('results.noOriginal')}</p>}
          {source && chain && (
            <p className="field-hint" data-testid="edit-compared-with">
              {te('chain.comparedWith', { label: chainLabel(te, chain.current - 1) })}
            </p>
          )}
          {chain && (
            <EditChainBar
              steps={chain.steps.map((s, i) => ({ key: s.item.id, thumb: staticUrl(s.item.render), instruction: s.instruction ?? (i === 0 ? null : '') }))}
              current={chain.current}
              onGo={(i) => setChain(goTo(chain, i))}
            />
          )}

          {items.length > 1 && (
            <ul className="thumbs" aria-label={t('results.thumbnails')}>
              {items.map((it, i) => {
                const label = t('results.thumb', { area: t(`areas.${it.area}.name`), style: styleText.name(it.style, it.styleLabel) });
                return (
                  <li key={it.id}>
                    <button
                      type="button"
                      className={`thumb ${i === index ? 'is-current' : ''}`}
                      aria-current={i === index ? 'true' : undefined}
                      aria-label={label}
                      onClick={() => onSelect(i)}
                      data-testid="result-thumb"
                    >
                      <img src={staticUrl(it.render)} alt="" loading="lazy" />
                      <span className="thumb__label" aria-hidden="true">
                        <span className="thumb__style">
                          {favorites.includes(it.render) && <HeartIcon filled width={12} height={12} />} {styleText.name(it.style, it.styleLabel)}
                        </span>
                        <span className="thumb__area">{t(`areas.${it.area}.name`)}</span>
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>

        <aside className="results__side">
          <div className="results__meta">
            <p className="results__count">{t('results.count', { index: index + 1, total: items.length })}</p>
            <h3 className="results__style">{styleName}</h3>
            <p className="results__area">{areaName}</p>
            {fav && (
              <span className="badge badge--fav">
                <HeartIcon filled width={12} height={12} /> {t('results.favorited')}
              </span>
            )}
          </div>
          {item.house && (
            <div className="house-kept" data-testid="house-kept">
              <p className="house-kept__score">{t('results.houseKept', { percent: Math.round(item.house.kept * 100) })}</p>
              <p className="field-hint">
                {t(
                  `results.${item.house.maskSource === 'user' ? 'houseActionMarked' : item.house.source === 'drawn' ? 'houseActionExample' : 'houseAction'}.${item.house.action}`,
                )}
              </p>
              {item.house.maskSource === 'user' && (
                <p className="field-hint" data-testid="house-mask-user">
                  {t('results.maskByYou')}
                </p>
              )}
              {item.house.mask && (
                <button
                  type="button"
                  className="st-btn st-btn--ghost"
                  aria-pressed={showMask}
                  onClick={() => setShowMask((v) => !v)}
                  data-testid="house-mask-toggle"
                >
                  {showMask ? t('results.hideMask') : t('results.showMask')}
                </button>
              )}
            </div>
          )}
          <div className="results__actions">
            <button type="button" className="st-btn st-btn--primary" onClick={() => void downloadResult(item.style, item.render, t('errors.download'))}>
              <DownloadIcon /> {t('results.download')}
            </button>
            <ShareMenu
              designId={item.designId}
              image={item.render}
              label={t('results.share')}
              area={areaName.toLowerCase()}
              text={t('results.shareText', { style: styleName, area: areaName.toLowerCase() })}
              classes={{ root: 'share', button: 'st-btn st-btn--ghost', menu: 'share__menu', item: 'share__item' }}
            />
            {editReady && item.designId && !editing && (
              <button type="button" className="st-btn st-btn--ghost" onClick={() => setEditing(true)} data-testid="edit-open">
                <EditIcon /> {te('open')}
              </button>
            )}
            {item.designId && (
              <button type="button" className="st-btn st-btn--ghost" onClick={() => void savePack(item.designId!, item.render)} data-testid="pack-download">
                <DownloadIcon /> {t('results.pack')}
              </button>
            )}
          </div>
          {editing && item.designId && chain && (
            <EditPanel
              key={base.id}
              designId={item.designId}
              image={staticUrl(item.render)}
              style={item.style}
              design={item.design}
              claimToken={claimOf(item.render)}
              nextNumber={chain.current + 1}
              onClose={() => setEditing(false)}
              onEdited={(answer, instruction) => {
                rememberClaim(answer.generation_id, answer.claim_token);
                const made = editedItem(item, answer, Date.now());
                if (!made) return;
                setChain(appendEdit(chain, { item: made, instruction }));
                onEdited?.(made, item);
              }}
            />
          )}
          {item.design && <DesignSummary design={item.design} />}
          {item.analysis && <AnalysisCard analysis={item.analysis} />}
          {growth.stages && <GrowthPanel key={`growth-${item.render}`} stages={growth.stages} subject={`${styleName} · ${areaName}`} onOpen={setZoom} />}
          {growth.pending && growthReady && (
            <p className="growth__pending" role="status">
              {tg('pending')}
            </p>
          )}
          {item.designId && item.design && (
            <PhasesPanel
              key={`phases-${item.render}`}
              designId={item.designId}
              design={item.design}
              claimToken={claimOf(item.render)}
              subject={`${styleName} · ${areaName}`}
              onOpen={setZoom}
            />
          )}
          {plan && (
            <figure className="plan">
              <button
                type="button"
                className="plan__open"
                aria-label={t('results.planOpen')}
                onClick={() =>
                  setZoom({
                    src: staticUrl(plan),
                    alt: t('results.planAlt', { style: styleName, area: areaName.toLowerCase() }),
                    caption: `${t('results.plan')} · ${styleName} · ${areaName}`,
                  })
                }
              >
                <img src={staticUrl(plan)} alt="" loading="lazy" />
              </button>
              <figcaption>{t('results.plan')}</figcaption>
            </figure>
          )}
        </aside>
      </div>

      <ImageDialog image={zoom} onClose={() => setZoom(null)} />
      {comparing && <CompareStyles items={sameArea} open={comparing} onClose={() => setComparing(false)} />}
      <dialog
        ref={dialog}
        data-testid="fullscreen"
        className="fullscreen"
        aria-label={renderAlt}
        onClose={() => onFullscreen(false)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowLeft') go(-1);
          if (e.key === 'ArrowRight') go(1);
        }}
      >
        {/* the full-resolution render (the stage shows the smaller one) */}
        {fullscreen && <img src={downloadUrl(item.render)} alt={renderAlt} />}
        <div className="fullscreen__bar">
          <span>
            {styleName} · {areaName} · {t('results.count', { index: index + 1, total: items.length })}
          </span>
          <div className="fullscreen__tools">
            {items.length > 1 && (
              <>
                <button type="button" className="icon-btn icon-btn--glass" aria-label={t('results.previous')} onClick={() => go(-1)}>
                  <ChevronLeftIcon />
                </button>
                <button type="button" className="icon-btn icon-btn--glass" aria-label={t('results.next')} onClick={() => go(1)}>
                  <ChevronRightIcon />
                </button>
              </>
            )}
            <button
              type="button"
              className={`icon-btn icon-btn--glass ${fav ? 'is-on' : ''}`}
              aria-pressed={fav}
              aria-label={fav ? t('results.unfavorite') : t('results.favorite')}
              onClick={() => onToggleFavorite(item.render)}
            >
              <HeartIcon filled={fav} />
            </button>
            <button type="button" className="icon-btn icon-btn--glass" aria-label={t('results.closeFullscreen')} onClick={() => onFullscreen(false)} autoFocus>
              <CloseIcon />
            </button>
          </div>
        </div>
      </dialog>
    </section>
  );
}
