import { useId, useState, type FormEvent } from 'react';
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
import { useCreateStyle } from '../api/create-style.ts';
import { useUpdateStyle } from '../api/update-style.ts';
import { useReorderStyles } from '../api/reorder-styles.ts';
import { useUploadStylePreview } from '../api/upload-style-preview.ts';
import { useDeleteStyle } from '../api/delete-style.ts';
import { useRenderStylePreview } from '../api/render-style-preview.ts';

const PREVIEW_TYPES = 'image/jpeg,image/png,image/webp';

export function StyleAdminPage() {
  return (
    <AdminGate>
      <StyleAdmin />
    </AdminGate>
  );
}

type Editing = { mode: 'new' } | { mode: 'edit'; style: AdminStyle } | null;

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
          <li key={s.id} className={`style-row card${s.enabled ? '' : ' style-row--off'}`} data-testid={`style-row-${s.id}`}>
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
                  <span className="badge badge--accent">{t('styles.drawsLike', { name: baseName(styles.data, s.base_style) })}</span>
                )}
              </p>
              <p className="style-row__desc">{s.description}</p>
            </div>
            <div className="style-row__actions">
              <label className="switch">
                <input type="checkbox" role="switch" checked={s.enabled} onChange={() => toggle(s)} disabled={update.isPending} />
                <span className="switch__track" aria-hidden="true" />
                <span className="switch__label">{t('styles.enabled')}</span>
              </label>
              <div className="style-row__order">
                <button
                  type="button"
                  className="icon-btn"
                  onClick={() => move(i, -1)}
                  disabled={i === 0 || reorder.isPending}
                  aria-label={t('common.moveUp', { name: s.name })}
                >
                  <ArrowUpIcon size={16} />
                </button>
                <button
                  type="button"
                  className="icon-btn"
                  onClick={() => move(i, 1)}
                  disabled={i === list.length - 1 || reorder.isPending}
                  aria-label={t('common.moveDown', { name: s.name })}
                >
                  <ArrowDownIcon size={16} />
                </button>
              </div>
              <button
                type="button"
                className="btn btn--secondary btn--sm"
                onClick={() => setEditing({ mode: 'edit', style: s })}
                aria-label={t('styles.editNamed', { name: s.name })}
              >
                {t('common.edit')}
              </button>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

function baseName(data: AdminStylesResponse, id: StyleId): string {
  return data.base_styles.find((b) => b.id === id)?.name ?? id;
}

function StyleForm({ editing, data, onClose }: { editing: Exclude<Editing, null>; data: AdminStylesResponse; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const existing = editing.mode === 'edit' ? editing.style : null;
  const [name, setName] = useState(existing?.name ?? '');
  const [description, setDescription] = useState(existing?.description ?? '');
  const [notes, setNotes] = useState(existing?.prompt_notes ?? '');
  const [base, setBase] = useState<StyleId>(existing?.base_style ?? 'modern_minimalist');
  const [enabled, setEnabled] = useState(existing?.enabled ?? true);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateStyle();
  const update = useUpdateStyle();
  const upload = useUploadStylePreview();
  const remove = useDeleteStyle();
  const render = useRenderStylePreview();
  const [drawPreview, setDrawPreview] = useState(!existing?.preview);
  const busy = create.isPending || update.isPending || upload.isPending || remove.isPending || render.isPending;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (name.trim().length < 2) return setError(t('styles.errors.name'));
    if (description.trim().length < 10) return setError(t('styles.errors.description'));
    try {
      const saved = existing
        ? await update.mutateAsync({ id: existing.id, name, description, prompt_notes: notes, enabled, ...(existing.builtin ? {} : { base_style: base }) })
        : await create.mutateAsync({ name, description, prompt_notes: notes, base_style: base, enabled });
      if (file) await upload.mutateAsync({ id: saved.style.id, file });
      else if (drawPreview) await render.mutateAsync(saved.style.id);
      toast.success(t('styles.saved', { name: saved.style.name }));
      onClose();
    } catch (err) {
      setError(err instanceof Error ? err.message : t('styles.errors.save'));
    }
  };
  const del = async () => {
    if (!existing || !window.confirm(t('styles.confirmDelete', { name: existing.name }))) return;
    try {
      await remove.mutateAsync(existing.id);
      toast.success(t('styles.deleted', { name: existing.name }));
      onClose();
    } catch (err) {
      setError(err instanceof Error ? err.message : t('styles.errors.save'));
    }
  };

  return (
    <form className="card admin-form" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h2 id={`${id}-title`} className="admin-form__title">
        {existing ? t('styles.editTitle', { name: existing.name }) : t('styles.newTitle')}
      </h2>
      {error ? (
        <div className="alert alert--error" role="alert">
          {error}
        </div>
      ) : null}
      <div className="admin-form__grid">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-name`}>
            {t('styles.fields.name')}
          </label>
          <input id={`${id}-name`} className="input" value={name} maxLength={60} onChange={(e) => setName(e.target.value)} required />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-base`}>
            {t('styles.fields.base')}
          </label>
          <select
            id={`${id}-base`}
            className="input"
            value={base}
            onChange={(e) => setBase(e.target.value as StyleId)}
            disabled={!!existing?.builtin}
            aria-describedby={`${id}-base-hint`}
          >
            {data.base_styles.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
          <span id={`${id}-base-hint`} className="field__hint">
            {existing?.builtin ? t('styles.fields.baseBuiltin') : t('styles.fields.baseHint')}
          </span>
        </div>
        <div className="field admin-form__wide">
          <label className="field__label" htmlFor={`${id}-desc`}>
            {t('styles.fields.description')}
          </label>
          <textarea
            id={`${id}-desc`}
            className="input textarea textarea--short"
            value={description}
            maxLength={400}
            onChange={(e) => setDescription(e.target.value)}
            required
          />
        </div>
        <div className="field admin-form__wide">
          <label className="field__label" htmlFor={`${id}-notes`}>
            {t('styles.fields.notes')}
          </label>
          <textarea
            id={`${id}-notes`}
            className="input textarea textarea--short"
            value={notes}
            maxLength={600}
            onChange={(e) => setNotes(e.target.value)}
            aria-describedby={`${id}-notes-hint`}
          />
          <span id={`${id}-notes-hint`} className="field__hint">
            {t('styles.fields.notesHint')}
          </span>
        </div>
        <div className="field">
          <span className="field__label" id={`${id}-file-label`}>
            {t('styles.fields.preview')}
          </span>
          {/* the browser's own file button speaks the browser's language: ours speaks the studio's */}
          <div className="admin-file">
            <label className="btn btn--secondary admin-file__choose">
              <input
                id={`${id}-file`}
                className="sr-only"
                type="file"
                accept={PREVIEW_TYPES}
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
                aria-labelledby={`${id}-file-label`}
                aria-describedby={`${id}-file-name ${id}-file-hint`}
              />
              <span aria-hidden="true">{file ? t('styles.fields.previewReplace') : t('styles.fields.previewChoose')}</span>
            </label>
            <span id={`${id}-file-name`} className="admin-file__name">
              {file ? file.name : t('styles.fields.previewNone')}
            </span>
          </div>
          <span id={`${id}-file-hint`} className="field__hint">
            {t('styles.fields.previewHint')}
          </span>
        </div>
        <div className="admin-form__checks">
          <label className="check-inline">
            <input type="checkbox" className="checkbox" checked={drawPreview} disabled={!!file} onChange={(e) => setDrawPreview(e.target.checked)} />
            {t('styles.fields.drawPreview')}
          </label>
          <label className="check-inline">
            <input type="checkbox" className="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
            {t('styles.fields.enabled')}
          </label>
        </div>
      </div>
      <div className="admin-form__actions">
        {existing && !existing.builtin ? (
          <button type="button" className="btn btn--ghost btn--danger" onClick={del} disabled={busy}>
            {t('common.delete')}
          </button>
        ) : null}
        <span className="admin-form__spacer" />
        <button type="button" className="btn btn--ghost" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? t('common.saving') : t('common.save')}
        </button>
      </div>
    </form>
  );
}
