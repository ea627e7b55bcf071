import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMING } from '@landscape/contract/constants';
import { staticUrl } from '../../../lib/api-client.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { downloadImage, downloadPack } from '../../../lib/download.ts';
import { areaOfImage, downloadFileName } from '../../../lib/download-name.ts';
import type { ResultItem } from '../../../lib/designs/progress.ts';
import { CompareStyles } from './compare-styles.tsx';
import { AnalysisCard } from './analysis-card.tsx';
import { DesignSummary } from '../../../components/design/design-summary.tsx';
import { ImageDialog, type DialogImage } from '../../../components/design/image-dialog.tsx';
import { DownloadIcon } from '../../../components/ui/icons/download-icon.tsx';
import { EditIcon } from '../../../components/ui/icons/edit-icon.tsx';
import { ShareMenu } from '../../../components/ui/share-menu.tsx';
import { planIn } from '../../../lib/designs/words.ts';
import { GrowthPanel } from '../../../components/ui/growth-panel.tsx';
import { PhasesPanel } from '../../../components/ui/phases-panel.tsx';
import { useStyleText } from '../../../lib/use-style-text.ts';
import { useImageRatio } from '../../../lib/use-image-ratio.ts';
import { useGrowthOf } from '../hooks/use-growth-of.ts';
import { claimOf, useEditChain, type Step } from '../hooks/use-edit-chain.ts';
import { EditPanel } from '../../../components/edit/edit-panel.tsx';
import { rememberClaim } from '../../../lib/designs/claims.ts';
import { editedItem } from '../utils/edits.ts';
import { StageColumn } from './results-stage.tsx';
import { FullscreenDialog, HouseKept, PlanFigure, ResultMeta } from './results-side.tsx';

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

export async function downloadResult(style: string, render: string, failMessage: string) {
  try {
    await downloadImage(render, downloadFileName(style, areaOfImage(render), Date.now()));
  } catch (err) {
    console.warn('[studio] Failed to download image', err);
    toast.error(failMessage);
  }
}

/** The run's heading: its address, and what can be done with all of its designs. */
interface HeadProps {
  address: string;
  items: ResultItem[];
  canCompare: boolean;
  onCompare: () => void;
  onNewDesign: () => void;
}

function ResultsHead({ address, items, canCompare, onCompare, onNewDesign }: HeadProps) {
  const { t } = useTranslation(['studio', 'results'], { nsMode: 'fallback' });
  const downloadAll = () => {
    toast.info(t('toasts.downloadStarted', { count: items.length }));
    items.forEach((it, i) => setTimeout(() => void downloadResult(it.style, it.render, t('errors.download')), i * TIMING.downloadStaggerMs));
  };
  return (
    <header className="results__head">
      <div>
        <h2 id="results-title" className="st-section-title">
          {t('results.title')}
        </h2>
        <p className="results__address">{address}</p>
      </div>
      <div className="results__head-actions">
        {items.length > 1 && (
          <button type="button" className="st-btn st-btn--ghost" onClick={downloadAll}>
            <DownloadIcon /> {t('results.downloadAll')}
          </button>
        )}
        {canCompare && (
          <button type="button" className="st-btn st-btn--ghost" onClick={onCompare} data-testid="compare-styles-open">
            {t('results.compareStyles')}
          </button>
        )}
        <button type="button" className="st-btn st-btn--ghost" onClick={onNewDesign}>
          {t('results.newDesign')}
        </button>
      </div>
    </header>
  );
}

/** The design shown's own actions: download it, share it, change it, and its landscaper's pack. */
function ResultActions({
  item,
  areaName,
  styleName,
  canEdit,
  onEdit,
}: {
  item: ResultItem;
  areaName: string;
  styleName: string;
  canEdit: boolean;
  onEdit: () => void;
}) {
  const { t } = useTranslation(['studio', 'results'], { nsMode: 'fallback' });
  const { t: te } = useTranslation('edit');
  const savePack = async (designId: string) => {
    try {
      const name = `${downloadFileName(item.style, item.area, Date.now()).replace(/\.[a-z]+$/, '')}-landscaper.pdf`;
      await downloadPack(designId, claimOf(item.render), name);
    } catch (err) {
      console.warn('[studio] Failed to make the landscaper pack', err);
      toast.error(t('errors.pack'));
    }
  };
  return (
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
      {canEdit && (
        <button type="button" className="st-btn st-btn--ghost" onClick={onEdit} data-testid="edit-open">
          <EditIcon /> {te('open')}
        </button>
      )}
      {item.designId && (
        <button type="button" className="st-btn st-btn--ghost" onClick={() => void savePack(item.designId!)} data-testid="pack-download">
          <DownloadIcon /> {t('results.pack')}
        </button>
      )}
    </div>
  );
}

/** The design's growth stages once drawn, or that they are being drawn. */
function DesignGrowth({ item, subject, onOpen }: { item: ResultItem; subject: string; onOpen: (image: DialogImage) => void }) {
  const { t, ready } = useTranslation('growth');
  const growth = useGrowthOf(item);
  return (
    <>
      {growth.stages && <GrowthPanel key={`growth-${item.render}`} stages={growth.stages} subject={subject} onOpen={onOpen} />}
      {growth.pending && ready && (
        <p className="growth__pending" role="status">
          {t('pending')}
        </p>
      )}
    </>
  );
}

/** "Change just this" for the design shown: each edit it makes joins the chain after it. */
function ItemEditPanel({ item, nextNumber, onClose, onMade }: { item: ResultItem; nextNumber: number; onClose: () => void; onMade: (step: Step) => void }) {
  return (
    <EditPanel
      designId={item.designId!}
      image={staticUrl(item.render)}
      style={item.style}
      design={item.design}
      claimToken={claimOf(item.render)}
      nextNumber={nextNumber}
      onClose={onClose}
      onEdited={(answer, instruction) => {
        rememberClaim(answer.generation_id, answer.claim_token);
        const made = editedItem(item, answer, Date.now());
        if (made) onMade({ item: made, instruction });
      }}
    />
  );
}

export function ResultsViewer({ items, selected, onSelect, favorites, onToggleFavorite, fullscreen, onFullscreen, onNewDesign, onEdited }: Props) {
  const { t, i18n } = useTranslation(['studio', 'results'], { nsMode: 'fallback' });
  const { ready: editReady } = useTranslation('edit');
  const styleText = useStyleText();
  const index = Math.min(Math.max(0, selected), items.length - 1);
  const base = items[index];
  const [zoom, setZoom] = useState<DialogImage | null>(null);
  const [showMask, setShowMask] = useState(false);
  const [editing, setEditing] = useState(false);
  const [comparing, setComparing] = useState(false);
  // the design's edit chain (before → edit 1 → edit 2…); its current step is the design shown
  const { chain, item, go: goStep, add } = useEditChain(base);
  // the stage (and its column) take the design's own shape
  const ratio = useImageRatio(item ? staticUrl(item.render) : undefined);
  if (!item || !base || !chain) return null;
  const styleName = styleText.name(item.style, item.styleLabel);
  const areaName = t(`areas.${item.area}.name`);
  // the plan with its legend in the studio's language, when the design was drawn in it too
  const plan = planIn(item.plan, item.design, i18n.language);
  const fav = favorites.includes(item.render);
  const sameArea = items.filter((it) => it.area === item.area);
  const go = (delta: number) => onSelect((index + delta + items.length) % items.length);
  const renderAlt = t('results.renderAlt', { style: styleName, area: areaName.toLowerCase(), address: item.address });
  const subject = `${styleName} · ${areaName}`;
  const many = items.length > 1;
  return (
    <section className="results" aria-labelledby="results-title" data-testid="results">
      <ResultsHead address={item.address} items={items} canCompare={sameArea.length > 1} onCompare={() => setComparing(true)} onNewDesign={onNewDesign} />
      <div className="results__layout" style={ratio ? ({ '--ratio': ratio } as CSSProperties) : undefined}>
        <StageColumn
          item={item}
          chain={chain}
          onGoStep={goStep}
          {...{ renderAlt, areaName, showMask, fav, many, onToggleFavorite, onFullscreen, go, items, index, favorites, onSelect }}
        />

        <aside className="results__side">
          <ResultMeta index={index} total={items.length} styleName={styleName} areaName={areaName} fav={fav} />
          {item.house && <HouseKept house={item.house} showMask={showMask} onToggleMask={() => setShowMask((v) => !v)} />}
          <ResultActions
            item={item}
            areaName={areaName}
            styleName={styleName}
            canEdit={editReady && !!item.designId && !editing}
            onEdit={() => setEditing(true)}
          />
          {editing && item.designId && (
            <ItemEditPanel
              key={base.id}
              item={item}
              nextNumber={chain.current + 1}
              onClose={() => setEditing(false)}
              onMade={(made) => {
                add(made);
                onEdited?.(made.item, item);
              }}
            />
          )}
          {item.design && <DesignSummary design={item.design} />}
          {item.analysis && <AnalysisCard analysis={item.analysis} />}
          <DesignGrowth item={item} subject={subject} onOpen={setZoom} />
          {item.designId && item.design && (
            <PhasesPanel
              key={`phases-${item.render}`}
              designId={item.designId}
              design={item.design}
              claimToken={claimOf(item.render)}
              subject={subject}
              onOpen={setZoom}
            />
          )}
          {plan && <PlanFigure plan={plan} styleName={styleName} areaName={areaName} onOpen={setZoom} />}
        </aside>
      </div>

      <ImageDialog image={zoom} onClose={() => setZoom(null)} />
      {comparing && <CompareStyles items={sameArea} open={comparing} onClose={() => setComparing(false)} />}
      <FullscreenDialog
        item={item}
        open={fullscreen}
        renderAlt={renderAlt}
        caption={`${subject} · ${t('results.count', { index: index + 1, total: items.length })}`}
        {...{ fav, many, onToggleFavorite, onFullscreen, go }}
      />
    </section>
  );
}
