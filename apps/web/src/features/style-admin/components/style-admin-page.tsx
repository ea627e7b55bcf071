import { useState } from 'react';
import { STYLE_PICTURES } from 'virtual:studio-pictures';
import { builtPicture, PictureImg } from '../../../lib/picture.tsx';
import { useTranslation } from 'react-i18next';
import type { AdminStyle, AdminStylesResponse, StyleId } from '@landscape/contract';
import { AdminGate } from '../../../components/ui/admin-gate.tsx';
import { ArrowDownIcon } from '../../../components/ui/icons/arrow-down-icon.tsx';
import { ArrowUpIcon } from '../../../components/ui/icons/arrow-up-icon.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { staticUrl } from '../../../lib/api-client.ts';
import { useAdminStyles } from '../api/get-admin-styles.ts';
import { useUpdateStyle } from '../api/update-style.ts';
import { useReorderStyles } from '../api/reorder-styles.ts';
import { StyleForm, type Editing } from './style-form.tsx';

export function StyleAdminPage() {
  return (
    <AdminGate>
      <StyleAdmin />
    </AdminGate>
  );
}

function StyleAdmin() {
  const { t } = useTranslation('admin');
  const styles = useAdminStyles();
  const reorder = useReorderStyles();
  const update = useUpdateStyle();
  const [editing, setEditing] = useState<Editing>(null);

  if (styles.isPending) return <Spinner label={t('common.loading')} size="lg" />;
  if (styles.isError)
    return (
      <div className="alert alert--error" role="alert">
        {t('styles.loadError')}
      </div>
    );
  const list = styles.data.styles;

  const move = (index: number, by: -1 | 1) => {
    const ids = list.map((s) => s.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    reorder.mutate(ids, { onError: (e) => toast.error(e.message) });
  };
  const toggle = (s: AdminStyle) =>
    update.mutate(
      { id: s.id, enabled: !s.enabled },
      {
        onSuccess: (r) => toast.success(t(r.style.enabled ? 'styles.enabledToast' : 'styles.disabledToast', { name: r.style.name })),
        onError: (e) => toast.error(e.message),
      },
    );

  return (
    <div className="admin">
      <div className="admin__toolbar">
        <p className="admin__lead">{t('styles.lead', { shown: list.filter((s) => s.enabled).length, total: list.length })}</p>
        <button type="button" className="btn btn--primary" onClick={() => setEditing({ mode: 'new' })}>
          {t('styles.new')}
        </button>
      </div>
      {editing ? (
        <StyleForm key={editing.mode === 'edit' ? editing.style.id : 'new'} editing={editing} data={styles.data} onClose={() => setEditing(null)} />
      ) : null}
      <ol className="style-list" aria-label={t('styles.listLabel')}>
        {list.map((s, i) => (
          <StyleRow
            key={s.id}
            style={s}
            data={styles.data}
            first={i === 0}
            last={i === list.length - 1}
            onMove={(by) => move(i, by)}
            onToggle={() => toggle(s)}
            onEdit={() => setEditing({ mode: 'edit', style: s })}
            busy={{ update: update.isPending, reorder: reorder.isPending }}
          />
        ))}
      </ol>
    </div>
  );
}

function baseName(data: AdminStylesResponse, id: StyleId): string {
  return data.base_styles.find((b) => b.id === id)?.name ?? id;
}

/** One style in the list: its picture, words, switch, order buttons and Edit. */
function StyleRow({
  style: s,
  data,
  first,
  last,
  onMove,
  onToggle,
  onEdit,
  busy,
}: {
  style: AdminStyle;
  data: AdminStylesResponse;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  onToggle: () => void;
  onEdit: () => void;
  busy: { update: boolean; reorder: boolean };
}) {
  const { t } = useTranslation('admin');
  return (
    <li className={`style-row card${s.enabled ? '' : ' style-row--off'}`} data-testid={`style-row-${s.id}`}>
      <div className="style-row__thumb">
        {s.preview ? (
          <img src={staticUrl(s.preview)} alt="" loading="lazy" />
        ) : s.builtin && STYLE_PICTURES[s.id] ? (
          // a catalogue style shows the picture the studio's style cards show
          <PictureImg picture={builtPicture(STYLE_PICTURES[s.id]!)} sizes="112px" alt="" decoding="async" />
        ) : (
          <span className="style-row__swatch" aria-hidden="true">
            {s.name.slice(0, 1)}
          </span>
        )}
      </div>
      <div className="style-row__body">
        <h2 className="style-row__name">
          {s.name} {s.enabled ? null : <span className="badge badge--muted">{t('styles.hidden')}</span>}
        </h2>
        <p className="style-row__meta">
          <code>{s.id}</code>
          {s.builtin ? (
            <span className="badge">{t('styles.builtin')}</span>
          ) : (
            <span className="badge badge--accent">{t('styles.drawsLike', { name: baseName(data, s.base_style) })}</span>
          )}
        </p>
        <p className="style-row__desc">{s.description}</p>
      </div>
      <div className="style-row__actions">
        <label className="switch">
          <input type="checkbox" role="switch" checked={s.enabled} onChange={onToggle} disabled={busy.update} />
          <span className="switch__track" aria-hidden="true" />
          <span className="switch__label">{t('styles.enabled')}</span>
        </label>
        <div className="style-row__order">
          <button
            type="button"
            className="icon-btn"
            onClick={() => onMove(-1)}
            disabled={first || busy.reorder}
            aria-label={t('common.moveUp', { name: s.name })}
          >
            <ArrowUpIcon size={16} />
          </button>
          <button
            type="button"
            className="icon-btn"
            onClick={() => onMove(1)}
            disabled={last || busy.reorder}
            aria-label={t('common.moveDown', { name: s.name })}
          >
            <ArrowDownIcon size={16} />
          </button>
        </div>
        <button type="button" className="btn btn--secondary btn--sm" onClick={onEdit} aria-label={t('styles.editNamed', { name: s.name })}>
          {t('common.edit')}
        </button>
      </div>
    </li>
  );
}
