import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { DesignSummary, PhaseSet } from '@landscape/contract';
import { ApiError, staticUrl } from '../../lib/api-client.ts';
import { parseBudget, requestPhases } from '../../lib/designs/phases.ts';
import { phaseIn } from '../../lib/designs/words.ts';
import './phases.css';

interface Props {
  designId: string;
  design: DesignSummary;
  /** A visitor's proof the design is theirs (its generation's claim token), when this browser holds it. */
  claimToken: string | null;
  /** What the design is, for the pictures' alt text ('Cottage Garden · Front yard'). */
  subject: string;
  /** Opens a picture large (the viewer's own zoom). */
  onOpen?: (image: { src: string; alt: string; caption: string }) => void;
}

type Status = { kind: 'idle' } | { kind: 'working' } | { kind: 'failed'; message: string };

/**
 * A budget in phases (product §12): the homeowner's budget per phase, in the design's currency; the design
 * split in build order, each phase with what it builds, its cost range, and a picture and a plan of the yard
 * after it. The last set asked for is kept with the design and shown again.
 */
export function PhasesPanel({ designId, design, claimToken, subject, onOpen }: Props) {
  const { t, i18n, ready } = useTranslation('growth');
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const kept = design.phase_set ?? null;
  const [set, setSet] = useState<PhaseSet | null>(kept);
  const [text, setText] = useState(kept ? String(kept.budget) : '');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  if (!ready) return null;

  const currency = design.cost.currency;
  const money = (v: number) => new Intl.NumberFormat(i18n.language, { style: 'currency', currency, maximumFractionDigits: 0 }).format(v);
  const working = status.kind === 'working';

  const submit = async () => {
    const budget = parseBudget(text);
    if (budget === null) {
      setInvalid(text.trim() ? t('phases.notAmount') : t('phases.empty'));
      field.current?.focus();
      return;
    }
    setInvalid(null);
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setStatus({ kind: 'working' });
    try {
      const out = await requestPhases({ designId, budget, claimToken, signal: controller.signal });
      setSet(out);
      setStatus({ kind: 'idle' });
    } catch (err) {
      if (controller.signal.aborted) return;
      // a refused budget is said by the server in the design's language, naming the least that would do
      if (err instanceof ApiError && err.status === 400 && err.detail) {
        setInvalid(err.detail);
        setStatus({ kind: 'idle' });
        field.current?.focus();
        return;
      }
      setStatus({ kind: 'failed', message: err instanceof ApiError && err.status === 429 ? t('phases.limit') : t('phases.failed') });
    }
  };

  return (
    <section className="phases" aria-labelledby={`${id}-title`} data-testid="phases-panel">
      <h4 id={`${id}-title`} className="phases__title">
        {t('phases.title')}
      </h4>
      <p className="phases__lead">{t('phases.lead', { low: money(design.cost.low), high: money(design.cost.high) })}</p>
      <BudgetForm
        id={id}
        currency={currency}
        text={text}
        invalid={invalid}
        working={working}
        field={field}
        onText={(v) => {
          setText(v);
          setInvalid(null);
        }}
        onSubmit={() => void submit()}
      />
      <div role="status" className="phases__status">
        {working && t('phases.working')}
        {status.kind === 'failed' && status.message}
      </div>
      {set && !working && (
        <>
          <p className="phases__summary" data-testid="phases-summary">
            {t('phases.count', { count: set.phases.length, budget: money(set.budget) })}
          </p>
          <ol className="phases__list" data-testid="phases-list">
            {set.phases.map((asMade) => (
              <PhaseItem key={asMade.number} asMade={asMade} subject={subject} money={money} onOpen={onOpen} />
            ))}
          </ol>
          <p className="phases__note">{t('phases.note')}</p>
        </>
      )}
    </section>
  );
}

/** The homeowner's budget per phase, with what is wrong with it. */
function BudgetForm({
  id,
  currency,
  text,
  invalid,
  working,
  field,
  onText,
  onSubmit,
}: {
  id: string;
  currency: string;
  text: string;
  invalid: string | null;
  working: boolean;
  field: RefObject<HTMLInputElement | null>;
  onText: (v: string) => void;
  onSubmit: () => void;
}) {
  const { t } = useTranslation('growth');
  return (
    <form
      className="phases__form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <label className="phases__label" htmlFor={`${id}-budget`}>
        {t('phases.budget', { currency })}
      </label>
      <div className="phases__row">
        <input
          ref={field}
          id={`${id}-budget`}
          className="phases__input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ''}`}
          data-testid="phases-budget"
          onChange={(e) => onText(e.currentTarget.value)}
        />
        <button type="submit" className="st-btn st-btn--primary phases__go" disabled={working} data-testid="phases-submit">
          {t('phases.submit')}
        </button>
      </div>
      <p id={`${id}-hint`} className="field-hint">
        {t('phases.hint')}
      </p>
      {invalid && (
        <p id={`${id}-error`} className="phases__error" role="alert" data-testid="phases-error">
          {invalid}
        </p>
      )}
    </form>
  );
}

/** One phase: what it builds, its cost range, and the yard after it (a picture and a plan). */
function PhaseItem({
  asMade,
  subject,
  money,
  onOpen,
}: {
  asMade: PhaseSet['phases'][number];
  subject: string;
  money: (v: number) => string;
  onOpen: Props['onOpen'];
}) {
  const { t, i18n } = useTranslation('growth');
  const plantText = (p: { common: string; quantity: number }) => t('phases.plant', { count: p.quantity, name: p.common });
  // in the studio's language, whatever language the design was made in
  const p = phaseIn(asMade, i18n.language);
  const alt = t('phases.imageAlt', { subject, n: p.number });
  const planAlt = t('phases.planAlt', { subject, n: p.number });
  return (
    <li className="phase" data-testid="phase">
      <h5 className="phase__title">{p.title}</h5>
      <p className="phase__cost">{t('phases.cost', { low: money(p.cost.low), high: money(p.cost.high) })}</p>
      <ul className="phase__builds">
        {p.features.map((f) => (
          <li key={`f-${f}`}>{f}</li>
        ))}
        {p.materials.map((m) => (
          <li key={`m-${m}`}>{m}</li>
        ))}
        {p.plants.map((pl) => (
          <li key={`p-${pl.botanical}`}>
            {plantText(pl)} <i lang="la">{pl.botanical}</i>
          </li>
        ))}
      </ul>
      {p.image && p.plan && (
        <div className="phase__pictures">
          <PhasePicture
            src={staticUrl(p.image)}
            alt={alt}
            caption={t('phases.after', { n: p.number })}
            open={t('open', { what: alt })}
            onOpen={onOpen}
            testId="phase-image"
          />
          <PhasePicture
            src={staticUrl(p.plan)}
            alt={planAlt}
            caption={t('phases.plan')}
            open={t('open', { what: planAlt })}
            onOpen={onOpen}
            testId="phase-plan"
          />
        </div>
      )}
    </li>
  );
}

function PhasePicture({
  src,
  alt,
  caption,
  open,
  onOpen,
  testId,
}: {
  src: string;
  alt: string;
  caption: string;
  open: string;
  onOpen?: Props['onOpen'];
  testId: string;
}) {
  const img = <img src={src} alt={onOpen ? '' : alt} loading="lazy" data-testid={testId} />;
  return (
    <figure className="phase__picture">
      {onOpen ? (
        <button type="button" className="phase__open" aria-label={open} onClick={() => onOpen({ src, alt, caption })}>
          {img}
        </button>
      ) : (
        img
      )}
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
