import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths.ts';
import { ChevronDownIcon } from '../../../components/ui/icons/chevron-down-icon.tsx';
import { UserIcon } from '../../../components/ui/icons/user-icon.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useFocusTrap } from '../../../lib/use-focus-trap.ts';
import { clientConfigQueryOptions } from '../../../lib/client-config.ts';
import { displayName, type AuthUser } from '../api/auth-backend.ts';
import { useMe } from '../../../lib/me-query.ts';
import { useAuth } from '../hooks/use-auth.ts';
import './account.css';

interface SlotProps {
  /** Shown in the signed-in menu under the e-mail (the app passes the daily usage meter). */
  extra?: ReactNode;
}

/** Header slot: Sign In when signed out, the user menu when signed in (product §2 shared layout). */
export function AccountControls({ extra }: SlotProps = {}) {
  const { t } = useTranslation('common');
  const auth = useAuth();
  if (auth.status === 'loading') return <span className="account-placeholder" aria-hidden="true" />;
  if (auth.status === 'signed-out' || !auth.user) {
    return (
      <button type="button" className="btn btn--primary btn--sm" onClick={() => auth.openAuthModal('signIn')}>
        {t('auth.signIn')}
      </button>
    );
  }
  return <UserMenu user={auth.user} extra={extra} onSignOut={() => void auth.signOut()} />;
}

/** An unverified address: say so, and offer the link again (admin rights wait for a verified address). */
function VerifyNote() {
  const { t } = useTranslation('account');
  const auth = useAuth();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  if (auth.user?.emailVerified !== false || !auth.resendVerification) return null;
  const resend = async () => {
    setState('sending');
    try {
      await auth.resendVerification?.();
      setState('sent');
      toast.success(t('verify.sent'));
    } catch {
      setState('idle');
      toast.error(t('verify.failed'));
    }
  };
  return (
    <p className="verify-note">
      <span>{t('verify.note')}</span>{' '}
      {state === 'sent' ? (
        <span className="verify-note__sent">{t('verify.sentShort')}</span>
      ) : (
        <button type="button" className="link-button" onClick={() => void resend()} disabled={state === 'sending'}>
          {t('verify.resend')}
        </button>
      )}
    </p>
  );
}

/** Role from the server profile (GET /api/me); 'user' until it answers. */
function useRole(): 'user' | 'admin' {
  return useMe().data?.user.role ?? 'user';
}

function Avatar({ user }: { user: AuthUser }) {
  return (
    <span className="avatar" aria-hidden="true">
      {displayName(user).charAt(0).toUpperCase() || <UserIcon size={16} />}
    </span>
  );
}

function UserMenu({ user, extra, onSignOut }: { user: AuthUser; extra?: ReactNode; onSignOut: () => void }) {
  const [open, setOpen] = useState(false);
  const role = useRole();
  const rootRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  useFocusTrap(menuRef, open, { onEscape: () => setOpen(false), trap: false });

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const close = () => setOpen(false);
  return (
    <div className="user-menu" ref={rootRef}>
      <button type="button" className="user-menu__trigger" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((o) => !o)}>
        <Avatar user={user} />
        <span className="user-menu__name">{displayName(user)}</span>
        <ChevronDownIcon size={16} />
      </button>
      {open ? (
        <div className="user-menu__panel" id={menuId} ref={menuRef}>
          <UserMenuItems user={user} role={role} extra={extra} onNavigate={close} onSignOut={onSignOut} />
        </div>
      ) : null}
    </div>
  );
}

interface UserMenuItemsProps {
  user: AuthUser;
  role?: 'user' | 'admin';
  extra?: ReactNode;
  onNavigate: () => void;
  onSignOut: () => void;
}

/**
 * The signed-in menu of product §2: name or e-mail prefix, e-mail, My Designs, AI assistants, Sign Out; administrators
 * (server role, read again as soon as the account's e-mail is verified) also get Style Management, the
 * feedback and requirements admin pages and the queue dashboard.
 */
export function UserMenuItems({ user, role = 'user', extra, onNavigate, onSignOut }: UserMenuItemsProps) {
  const { t } = useTranslation('common');
  return (
    <>
      <div className="user-menu__who">
        <span className="user-menu__who-name">{displayName(user)}</span>
        <span className="user-menu__email">{user.email}</span>
        <VerifyNote />
        {extra ? <div className="user-menu__extra">{extra}</div> : null}
      </div>
      <Link className="user-menu__item" to={paths.gallery} onClick={onNavigate}>
        {t('nav.myDesigns')}
      </Link>
      <Link className="user-menu__item" to={paths.assistants} onClick={onNavigate}>
        {t('nav.assistants')}
      </Link>
      {role === 'admin' ? <AdminItems className="user-menu__item" onNavigate={onNavigate} /> : null}
      <button
        type="button"
        className="user-menu__item user-menu__item--danger"
        onClick={() => {
          onNavigate();
          onSignOut();
        }}
      >
        {t('auth.signOut')}
      </button>
    </>
  );
}

function AdminItems({ className, onNavigate }: { className: string; onNavigate: () => void }) {
  const { t } = useTranslation('common');
  const { t: ta } = useTranslation('account');
  // The Outbox holds the local e-mails of the embedded mode's Auth Emulator only.
  const embedded = useQuery(clientConfigQueryOptions()).data?.auth.mode === 'emulator';
  return (
    <div className="user-menu__admin" role="group" aria-label={ta('admin.group')}>
      <span className="user-menu__section" aria-hidden="true">
        {ta('admin.group')}
      </span>
      <Link className={className} to={paths.styleAdmin} onClick={onNavigate}>
        {t('nav.styleAdmin')}
      </Link>
      <Link className={className} to={paths.feedbackAdmin} onClick={onNavigate}>
        {t('nav.feedbackAdmin')}
      </Link>
      <Link className={className} to={paths.requirementsAdmin} onClick={onNavigate}>
        {t('nav.requirementsAdmin')}
      </Link>
      {embedded ? (
        <Link className={className} to={paths.outbox} onClick={onNavigate}>
          {t('nav.outbox')}
        </Link>
      ) : null}
      <Link className={className} to={paths.queueAdmin} onClick={onNavigate}>
        {ta('admin.queueDashboard')}
      </Link>
    </div>
  );
}

/** The same choices laid out for the mobile menu panel. `onNavigate` closes the panel. */
export function MobileAccountControls({ onNavigate, extra }: { onNavigate: () => void } & SlotProps) {
  const { t } = useTranslation('common');
  const auth = useAuth();
  const role = useRole();
  if (auth.status === 'loading') return null;
  if (auth.status === 'signed-out' || !auth.user) {
    return (
      <button
        type="button"
        className="btn btn--primary btn--block"
        onClick={() => {
          onNavigate();
          auth.openAuthModal('signIn');
        }}
      >
        {t('auth.signIn')}
      </button>
    );
  }
  const user = auth.user;
  return (
    <div className="mobile-account">
      <div className="mobile-account__who">
        <Avatar user={user} />
        <span>
          <span className="user-menu__who-name">{displayName(user)}</span>
          <span className="user-menu__email">{user.email}</span>
          <VerifyNote />
        </span>
      </div>
      {extra ? <div className="mobile-account__extra">{extra}</div> : null}
      <Link className="mobile-nav__link" to={paths.gallery} onClick={onNavigate}>
        {t('nav.myDesigns')}
      </Link>
      <Link className="mobile-nav__link" to={paths.assistants} onClick={onNavigate}>
        {t('nav.assistants')}
      </Link>
      {role === 'admin' ? <AdminItems className="mobile-nav__link" onNavigate={onNavigate} /> : null}
      <button
        type="button"
        className="btn btn--secondary btn--block"
        onClick={() => {
          onNavigate();
          void auth.signOut();
        }}
      >
        {t('auth.signOut')}
      </button>
    </div>
  );
}
