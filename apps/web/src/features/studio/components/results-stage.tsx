import { useTranslation } from 'react-i18next';
import { staticUrl } from '../../../lib/api-client.ts';
import type { ResultItem } from '../../../lib/designs/progress.ts';
import { CompareSlider } from '../../../components/design/compare-slider.tsx';
import { ChevronLeftIcon } from '../../../components/ui/icons/chevron-left-icon.tsx';
import { ChevronRightIcon } from '../../../components/ui/icons/chevron-right-icon.tsx';
import { ExpandIcon } from '../../../components/ui/icons/expand-icon.tsx';
import { HeartIcon } from '../../../components/ui/icons/heart-icon.tsx';
import { EditChainBar, chainLabel } from '../../../components/edit/edit-chain-bar.tsx';
import { madeFrom, type Chain } from '../../../lib/edit/edit-chain.ts';
import type { Step } from '../hooks/use-edit-chain.ts';
import { useStyleText } from '../../../lib/use-style-text.ts';

// The viewer's stage: the design shown, compared with what it was made from (the step of its edit chain
// before it, or the photo), with its favourite and full-screen tools and the way to the next design.

interface StageProps {
  item: ResultItem;
  /** The edit chain's step the design shown was made from, and its number in the chain; null when it is no edit. */
  source: { item: ResultItem; index: number } | null;
  renderAlt: string;
  areaName: string;
  showMask: boolean;
  fav: boolean;
  many: boolean;
  onToggleFavorite: (render: string) => void;
  onFullscreen: (open: boolean) => void;
  go: (delta: number) => void;
}

function StagePicture({ item, source, renderAlt, areaName }: Pick<StageProps, 'item' | 'source' | 'renderAlt' | 'areaName'>) {
  const { t } = useTranslation(['studio', 'results'], { nsMode: 'fallback' });
  const { t: te } = useTranslation('edit');
  if (source)
    return (
      <CompareSlider
        key={item.id}
        className="stage__compare"
        before={staticUrl(source.item.render)}
        after={staticUrl(item.render)}
        beforeAlt={te('chain.compareAlt', { label: chainLabel(te, source.index) })}
        afterAlt={renderAlt}
      />
    );
  if (item.original)
    return (
      <CompareSlider
        key={item.id}
        className="stage__compare"
        before={staticUrl(item.original)}
        after={staticUrl(item.render)}
        beforeAlt={t('results.originalAlt', { area: areaName.toLowerCase(), address: item.address })}
        afterAlt={renderAlt}
      />
    );
  return <img className="stage__img" src={staticUrl(item.render)} alt={renderAlt} />;
}

/** The favourite button, on the stage and in full screen. */
export function FavoriteButton({ fav, onToggle }: { fav: boolean; onToggle: () => void }) {
  const { t } = useTranslation(['studio', 'results'], { nsMode: 'fallback' });
  return (
    <button
      type="button"
      className={`icon-btn icon-btn--glass ${fav ? 'is-on' : ''}`}
      aria-pressed={fav}
      aria-label={fav ? t('results.unfavorite') : t('results.favorite')}
      onClick={onToggle}
    >
      <HeartIcon filled={fav} />
    </button>
  );
}

function ResultStage(props: StageProps) {
  const { item, showMask, fav, many, onToggleFavorite, onFullscreen, go } = props;
  const { t } = useTranslation(['studio', 'results'], { nsMode: 'fallback' });
  return (
    <div className="stage">
      <StagePicture {...props} />
      {item.house?.source === 'drawn' && (
        <p className="stage__example" data-testid="example-house">
          {t('results.exampleHouse')}
        </p>
      )}
      {showMask && item.house?.mask && <img className="stage__mask" src={staticUrl(item.house.mask)} alt={t('results.maskAlt')} data-testid="house-mask" />}
      <div className="stage__tools">
        <FavoriteButton fav={fav} onToggle={() => onToggleFavorite(item.render)} />
        <button type="button" className="icon-btn icon-btn--glass" aria-label={t('results.fullscreen')} onClick={() => onFullscreen(true)}>
          <ExpandIcon />
        </button>
      </div>
      {many && (
        <>
          <button type="button" className="icon-btn icon-btn--glass stage__nav stage__nav--prev" aria-label={t('results.previous')} onClick={() => go(-1)}>
            <ChevronLeftIcon />
          </button>
          <button type="button" className="icon-btn icon-btn--glass stage__nav stage__nav--next" aria-label={t('results.next')} onClick={() => go(1)}>
            <ChevronRightIcon />
          </button>
        </>
      )}
    </div>
  );
}

/** Every design of the run, as thumbnails to pick one. */
function ResultThumbs({ items, index, favorites, onSelect }: { items: ResultItem[]; index: number; favorites: string[]; onSelect: (i: number) => void }) {
  const { t } = useTranslation(['studio', 'results'], { nsMode: 'fallback' });
  const styleText = useStyleText();
  return (
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
  );
}

interface ColumnProps extends Omit<StageProps, 'source'> {
  chain: Chain<Step>;
  onGoStep: (index: number) => void;
  items: ResultItem[];
  index: number;
  favorites: string[];
  onSelect: (i: number) => void;
}

/** The stage's column: the design shown, what it is compared with, its edit chain and the run's other designs. */
export function StageColumn({ chain, onGoStep, items, index, favorites, onSelect, ...stage }: ColumnProps) {
  const { t } = useTranslation(['studio', 'results'], { nsMode: 'fallback' });
  const { t: te } = useTranslation('edit');
  const before = madeFrom(chain);
  const source = before ? { item: before.item, index: chain.current - 1 } : null;
  return (
    <div className="results__stage">
      <ResultStage {...stage} source={source} />
      {!stage.item.original && !source && <p className="field-hint">{t('results.noOriginal')}</p>}
      {source && (
        <p className="field-hint" data-testid="edit-compared-with">
          {te('chain.comparedWith', { label: chainLabel(te, source.index) })}
        </p>
      )}
      <EditChainBar
        steps={chain.steps.map((s, i) => ({ key: s.item.id, thumb: staticUrl(s.item.render), instruction: s.instruction ?? (i === 0 ? null : '') }))}
        current={chain.current}
        onGo={onGoStep}
      />
      {stage.many && <ResultThumbs items={items} index={index} favorites={favorites} onSelect={onSelect} />}
    </div>
  );
}
