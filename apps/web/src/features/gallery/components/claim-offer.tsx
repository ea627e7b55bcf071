import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { claimableEntries, claimItems, forgetClaims, loadClaims } from '../../../lib/designs/claims.ts';
import { claimDesigns } from '../api/claim-designs.ts';
import { useLocalGallery } from '../hooks/use-local-gallery.ts';

/** Accounts that answered "Not now" in this tab (kept across reloads): asked again in a new tab. */
const DECLINED_KEY = 'landscape-studio:claims-declined';

function declined(): string[] {
  try {
    const list: unknown = JSON.parse(sessionStorage.getItem(DECLINED_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((u): u is string => typeof u === 'string') : [];
  } catch {
    return [];
  }
}

function decline(uid: string) {
  try {
    sessionStorage.setItem(DECLINED_KEY, JSON.stringify([...declined().filter((u) => u !== uid), uid]));
  } catch {
    // without session storage the offer simply comes back on the next visit
  }
}

/**
 * At sign-in (or sign-up): "Save these 4 designs to your account?" for the designs this browser made
 * as a visitor. Saved, they are the account's on every device (listed from the server, private).
 */
export function ClaimOffer({ uid }: { uid: string | null }) {
  const { t } = useTranslation('account');
  const client = useQueryClient();
  const gallery = useLocalGallery();
  const [saving, setSaving] = useState(false);
  const [, setDeclined] = useState(0);
  const claims = loadClaims();
  const entries = uid ? claimableEntries(gallery.entries, claims) : [];
  const wanted = !!uid && entries.length > 0 && !declined().includes(uid);
  // asked once the sign-in (or any other) dialog has closed, never on top of it
  const [quiet, setQuiet] = useState(false);
  useEffect(() => {
    if (!wanted || quiet) return;
    const check = () => {
      if (!document.body.classList.contains('has-dialog')) setQuiet(true);
    };
    check();
    const watch = new MutationObserver(check);
    watch.observe(document.body, { attributes: true, attributeFilter: ['class'] });
    return () => watch.disconnect();
  }, [wanted, quiet]);
  if (!uid || !wanted || !quiet) return null;

  const notNow = () => {
    decline(uid);
    setDeclined((n) => n + 1);
  };

  const save = async () => {
    const items = claimItems(entries, claims);
    setSaving(true);
    try {
      const claimed = await claimDesigns(items);
      // every item has its answer: those not moved never will be, so their tokens go too
      gallery.own(claimed, uid);
      forgetClaims(items.map((i) => i.generationId));
      const saved = entries.filter((e) => claimed.some((id) => e.render.includes(`generations/${id}/`))).length;
      if (saved > 0) toast.success(t('claim.saved', { count: saved }));
      else toast.warning(t('claim.none'));
      void client.invalidateQueries({ queryKey: ['my-generations'] });
    } catch {
      toast.error(t('claim.failed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={notNow} size="sm" title={t('claim.title', { count: entries.length })} description={t('claim.body', { count: entries.length })}>
      <div className="dialog__actions">
        <button type="button" className="btn btn--ghost" onClick={notNow} disabled={saving}>
          {t('claim.notNow')}
        </button>
        <button type="button" className="btn btn--primary" onClick={() => void save()} disabled={saving} aria-busy={saving}>
          {t('claim.save')}
        </button>
      </div>
    </Dialog>
  );
}
