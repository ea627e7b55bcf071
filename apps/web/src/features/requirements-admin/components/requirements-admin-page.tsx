import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REQUIREMENT_AREAS } from '@landscape/contract/constants';
import type { Requirement, RequirementArea } from '@landscape/contract';
import { AdminGate } from '../../../components/ui/admin-gate.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ArrowDownIcon } from '../../../components/ui/icons/arrow-down-icon.tsx';
import { ArrowUpIcon } from '../../../components/ui/icons/arrow-up-icon.tsx';
import { EditIcon } from '../../../components/ui/icons/edit-icon.tsx';
import { InfoIcon } from '../../../components/ui/icons/info-icon.tsx';
import { TrashIcon } from '../../../components/ui/icons/trash-icon.tsx';
import { useAdminRequirements } from '../api/get-admin-requirements.ts';
import { useCreateRequirement } from '../api/create-requirement.ts';
import { useUpdateRequirement } from '../api/update-requirement.ts';
import { useDeleteRequirement } from '../api/delete-requirement.ts';
import { useReorderRequirements } from '../api/reorder-requirements.ts';

export function RequirementsAdminPage() {
  return (
    <AdminGate>
      <RequirementsAdmin />
    </AdminGate>
  );
}

function RequirementsAdmin() {
  const { t } = useTranslation('admin');
  const list = useAdminRequirements();
  if (list.isPending) return <Spinner label={t('common.loading')} size="lg" />;
  if (list.isError)
    return (
      <div className="alert alert--error" role="alert">
        {t('requirements.loadError')}
      </div>
    );
  return (
    <div className="admin">
      <p className="admin-note">
        <InfoIcon size={18} />
        <span>{t('requirements.note')}</span>
      </p>
      <div className="req-grid">
        {REQUIREMENT_AREAS.map((area) => (
          <AreaColumn key={area} area={area} items={list.data.requirements.filter((r) => r.area === area)} />
        ))}
      </div>
    </div>
  );
}

function AreaColumn({ area, items }: { area: RequirementArea; items: Requirement[] }) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateRequirement();
  const reorder = useReorderRequirements();
  const headingId = `req-${area}`;

  const add = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const v = text.trim();
    if (v.length < 2) return setError(t('requirements.errors.short'));
    if (v.includes(',')) return setError(t('requirements.errors.comma'));
    create.mutate(
      { area, text: v },
      {
        onSuccess: () => {
          setText('');
          toast.success(t('requirements.added'));
        },
        onError: (err) => setError(err.message),
      },
    );
  };
  const move = (index: number, by: -1 | 1) => {
    const ids = items.map((r) => r.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    reorder.mutate({ area, ids }, { onError: (err) => toast.error(err.message) });
  };

  return (
    <section className="card req-col" aria-labelledby={headingId} data-testid={`req-area-${area}`}>
      <h2 id={headingId} className="req-col__title">
        {t(`requirements.areas.${area}`)}
        <span className="req-col__count">{t('requirements.shown', { n: items.filter((r) => r.enabled).length })}</span>
      </h2>
      <ol className="req-list">
        {items.map((r, i) => (
          <RequirementRow key={r.id} item={r} first={i === 0} last={i === items.length - 1} busy={reorder.isPending} onMove={(by) => move(i, by)} />
        ))}
      </ol>
      {items.length === 0 ? <p className="req-col__empty">{t('requirements.empty')}</p> : null}
      <form className="req-add" onSubmit={add} noValidate>
        <label className="sr-only" htmlFor={`${headingId}-new`}>
          {t('requirements.newLabel', { area: t(`requirements.areas.${area}`) })}
        </label>
        <input
          id={`${headingId}-new`}
          className="input"
          value={text}
          maxLength={80}
          placeholder={t('requirements.placeholder')}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={!!error}
          aria-describedby={error ? `${headingId}-err` : undefined}
        />
        <button type="submit" className="btn btn--primary" disabled={create.isPending}>
          {t('requirements.add')}
        </button>
      </form>
      {error ? (
        <p id={`${headingId}-err`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}

function RequirementRow({
  item,
  first,
  last,
  busy,
  onMove,
}: {
  item: Requirement;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (by: -1 | 1) => void;
}) {
  const { t } = useTranslation('admin');
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(item.text);
  const update = useUpdateRequirement();
  const remove = useDeleteRequirement();
  const save = (e: FormEvent) => {
    e.preventDefault();
    update.mutate({ id: item.id, text: text.trim() }, { onSuccess: () => setEditing(false), onError: (err) => toast.error(err.message) });
  };
  return (
    <li className={`req-row${item.enabled ? '' : ' req-row--off'}`}>
      {editing ? (
        <form className="req-row__edit" onSubmit={save}>
          <label className="sr-only" htmlFor={`edit-${item.id}`}>
            {t('requirements.editLabel')}
          </label>
          <input id={`edit-${item.id}`} className="input input--sm" value={text} maxLength={80} onChange={(e) => setText(e.target.value)} autoFocus />
          <button type="submit" className="btn btn--primary btn--sm" disabled={update.isPending}>
            {t('common.save')}
          </button>
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => setEditing(false)}>
            {t('common.cancel')}
          </button>
        </form>
      ) : (
        <>
          <span className="req-row__text">{item.text}</span>
          <div className="req-row__actions">
            <label className="switch switch--compact" title={t('requirements.toggle')}>
              <input
                type="checkbox"
                role="switch"
                checked={item.enabled}
                aria-label={t('requirements.showNamed', { text: item.text })}
                onChange={() => update.mutate({ id: item.id, enabled: !item.enabled }, { onError: (err) => toast.error(err.message) })}
              />
              <span className="switch__track" aria-hidden="true" />
            </label>
            <button type="button" className="icon-btn" disabled={first || busy} onClick={() => onMove(-1)} aria-label={t('common.moveUp', { name: item.text })}>
              <ArrowUpIcon size={16} />
            </button>
            <button type="button" className="icon-btn" disabled={last || busy} onClick={() => onMove(1)} aria-label={t('common.moveDown', { name: item.text })}>
              <ArrowDownIcon size={16} />
            </button>
            <button type="button" className="icon-btn" onClick={() => setEditing(true)} aria-label={t('requirements.editNamed', { text: item.text })}>
              <EditIcon size={16} />
            </button>
            <button
              type="button"
              className="icon-btn icon-btn--danger"
              disabled={remove.isPending}
              onClick={() => remove.mutate(item.id, { onError: (err) => toast.error(err.message) })}
              aria-label={t('requirements.deleteNamed', { text: item.text })}
            >
              <TrashIcon size={16} />
            </button>
          </div>
        </>
      )}
    </li>
  );
}
