import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ChevronDownIcon, UserIcon } from '../../../components/ui/icons.tsx';
import { useFocusTrap } from '../../../lib/use-focus-trap.ts';
import { displayName, type AuthUser } from '../api/auth-backend.ts';
import { useAuth } from '../hooks/use-auth.ts';

/** Header slot: Sign In when signed out, the user menu when signed in (spec §2 shared layout). */
export function AccountControls() {
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
  return <UserMenu user={auth.user} onSignOut={() => void auth.signOut()} />;
}

function Avatar({ user }: { user: AuthUser }) {
  return (
    <span className="avatar" aria-hidden="true">
      {displayName(user).charAt(0).toUpperCase() || <UserIcon size={16} />}
    </span>
  );
}

function UserMenu({ user, onSignOut }: { user: AuthUser; onSignOut: () => void }) {
  const [open, setOpen] = useState(false);
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
      <button
        type="button"
        className="user-menu__trigger"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        <Avatar user={user} />
        <span className="user-menu__name">{displayName(user)}</span>
        <ChevronDownIcon size={16} />
      </button>
      {open ? (
        <div className="user-menu__panel" id={menuId} ref={menuRef}>
          <UserMenuItems user={user} onNavigate={close} onSignOut={onSignOut} />
        </div>
      ) : null}
    </div>
  );
}

/** The signed-in menu of spec §2: name or e-mail prefix, e-mail, Style Management, My Designs, Sign Out. */
export function UserMenuItems({ user, onNavigate, onSignOut }: { user: AuthUser; onNavigate: () => void; onSignOut: () => void }) {
  const { t } = useTranslation('common');
  return (
    <>
      <div className="user-menu__who">
        <span className="user-menu__who-name">{displayName(user)}</span>
        <span className="user-menu__email">{user.email}</span>
      </div>
      <Link className="user-menu__item" to={paths.styleAdmin} onClick={onNavigate}>
        {t('nav.styleAdmin')}
      </Link>
      <Link className="user-menu__item" to={paths.gallery} onClick={onNavigate}>
        {t('nav.myDesigns')}
      </Link>
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

/** The same choices laid out for the mobile menu panel. `onNavigate` closes the panel. */
export function MobileAccountControls({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('common');
  const auth = useAuth();
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
        </span>
      </div>
      <Link className="mobile-nav__link" to={paths.styleAdmin} onClick={onNavigate}>
        {t('nav.styleAdmin')}
      </Link>
      <Link className="mobile-nav__link" to={paths.gallery} onClick={onNavigate}>
        {t('nav.myDesigns')}
      </Link>
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
