import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminStyle, AdminStylesResponse, StyleId } from '@landscape/contract';
import { toast } from '../../../components/ui/toast.tsx';
import { useCreateStyle } from '../api/create-style.ts';
import { useUpdateStyle } from '../api/update-style.ts';
import { useUploadStylePreview } from '../api/upload-style-preview.ts';
import { useDeleteStyle } from '../api/delete-style.ts';
import { useRenderStylePreview } from '../api/render-style-preview.ts';

const PREVIEW_TYPES = 'image/jpeg,image/png,image/webp';

/** What the form is for: a new style, or one to change. */
export type Editing = { mode: 'new' } | { mode: 'edit'; style: AdminStyle } | null;

export function StyleForm({ editing, data, onClose }: { editing: Exclude<Editing, null>; data: AdminStylesResponse; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const existing = editing.mode === 'edit' ? editing.style : null;
  const { fields: f, error, busy, submit, del } = useStyleForm(existing, onClose);
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
          <input id={`${id}-name`} className="input" value={f.name} maxLength={60} onChange={(e) => f.setName(e.target.value)} required />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-base`}>
            {t('styles.fields.base')}
          </label>
          <select
            id={`${id}-base`}
            className="input"
            value={f.base}
            onChange={(e) => f.setBase(e.target.value as StyleId)}
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
            value={f.description}
            maxLength={400}
            onChange={(e) => f.setDescription(e.target.value)}
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
            value={f.notes}
            maxLength={600}
            onChange={(e) => f.setNotes(e.target.value)}
            aria-describedby={`${id}-notes-hint`}
          />
          <span id={`${id}-notes-hint`} className="field__hint">
            {t('styles.fields.notesHint')}
          </span>
        </div>
        <PreviewFile id={id} file={f.file} onFile={f.setFile} />
        <div className="admin-form__checks">
          <label className="check-inline">
            <input type="checkbox" className="checkbox" checked={f.drawPreview} disabled={!!f.file} onChange={(e) => f.setDrawPreview(e.target.checked)} />
            {t('styles.fields.drawPreview')}
          </label>
          <label className="check-inline">
            <input type="checkbox" className="checkbox" checked={f.enabled} onChange={(e) => f.setEnabled(e.target.checked)} />
            {t('styles.fields.enabled')}
          </label>
        </div>
      </div>
      <FormActions canDelete={!!existing && !existing.builtin} busy={busy} onDelete={del} onCancel={onClose} />
    </form>
  );
}

/** Delete (an admin-made style only), Cancel and Save. */
function FormActions({ canDelete, busy, onDelete, onCancel }: { canDelete: boolean; busy: boolean; onDelete: () => void; onCancel: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <div className="admin-form__actions">
      {canDelete ? (
        <button type="button" className="btn btn--ghost btn--danger" onClick={onDelete} disabled={busy}>
          {t('common.delete')}
        </button>
      ) : null}
      <span className="admin-form__spacer" />
      <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={busy}>
        {t('common.cancel')}
      </button>
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {busy ? t('common.saving') : t('common.save')}
      </button>
    </div>
  );
}

/** The preview picture to upload: the studio's own file button (the browser's speaks the browser's language). */
function PreviewFile({ id, file, onFile }: { id: string; file: File | null; onFile: (f: File | null) => void }) {
  const { t } = useTranslation('admin');
  return (
    <div className="field">
      <span className="field__label" id={`${id}-file-label`}>
        {t('styles.fields.preview')}
      </span>
      <div className="admin-file">
        <label className="btn btn--secondary admin-file__choose">
          <input
            id={`${id}-file`}
            className="sr-only"
            type="file"
            accept={PREVIEW_TYPES}
            onChange={(e) => onFile(e.target.files?.[0] ?? null)}
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
  );
}

/** The form's fields, and saving or deleting the style they describe (with its preview, uploaded or drawn). */
function useStyleForm(existing: AdminStyle | null, onClose: () => void) {
  const { t } = useTranslation('admin');
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

  return {
    fields: { name, setName, description, setDescription, notes, setNotes, base, setBase, enabled, setEnabled, file, setFile, drawPreview, setDrawPreview },
    error,
    busy,
    submit,
    del,
  };
}
