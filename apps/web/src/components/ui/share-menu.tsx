import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissAllToasts } from './toast.tsx';
import { Spinner } from './spinner.tsx';
import { ShareIcon } from './icons/share-icon.tsx';
import { ShareMenuEntries } from './share-menu-entries.tsx';
import { useShareActions } from './use-share-actions.ts';
import { useMenuDismiss, useSharedState } from './use-share-menu.ts';
import './share-menu.css';

/** The look of the menu where it sits (the studio's and My Designs' own classes). */
export interface ShareMenuClasses {
  root: string;
  button: string;
  menu: string;
  item: string;
}

interface Props {
  /** The design's id: sharing turns its page /d/{id} on. Designs made before designs had ids share their image. */
  designId: string | null | undefined;
  /** The design's render (a /static key), shared when there is no id. */
  image: string;
  /** The caption that goes with the link (X, Instagram, the system sheet). */
  text: string;
  /** The area, in words, for the e-mail to a landscaper. */
  area: string;
  label: string;
  compact?: boolean;
  classes: ShareMenuClasses;
}

/**
 * The one share menu (studio results and My Designs): Copy link, Send to my landscaper (e-mail, with the
 * link to the design's landscaper's pack), X,
 * Facebook and Instagram (no web intent: the text and link are copied), and the system sheet when the
 * browser has one. Every entry shares the design's page /d/{id}, which the first use turns public. The
 * menu says whether the design is shared and, once it is, offers to stop sharing (the link then answers
 * "not found" to everyone). A visitor proves the design is theirs with the claim token this browser was
 * given with it; an account by signing in.
 */
export function ShareMenu({ designId, image, text, area, label, compact = false, classes }: Props) {
  const { t } = useTranslation(['results', 'common'], { nsMode: 'fallback' });
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const { shared, setShared, settled } = useSharedState(open, designId);
  const actions = useShareActions({ designId, image, text, area }, { setOpen, setShared, root });
  const menu = useRef<HTMLDivElement>(null);
  /** How far the open menu moves sideways to stay on the screen (its place beside the button may not fit a phone). */
  const [shift, setShift] = useState(0);

  // Opening the menu puts away toasts from an earlier share: on a phone they would sit over its entries.
  useLayoutEffect(() => {
    if (open) dismissAllToasts();
  }, [open]);
  // The open menu is moved sideways, before it is painted, so that every entry is on the screen; again when
  // what it says changes its width (its entries, whether the design is shared).
  useLayoutEffect(() => {
    const box = open ? menu.current?.getBoundingClientRect() : undefined;
    setShift((current) => {
      if (!box) return 0;
      // where it would sit unmoved: the box measured includes the present shift
      return shiftIntoView({ left: box.left - current, right: box.right - current }, document.documentElement.clientWidth);
    });
  }, [open, shared, settled]);
  useMenuDismiss(open, setOpen, root);

  return (
    <div className={classes.root} ref={root}>
      <button
        type="button"
        className={classes.button}
        aria-expanded={open}
        aria-controls={id}
        aria-label={compact ? label : undefined}
        title={compact ? label : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <ShareIcon size={18} />
        {compact ? null : <span>{label}</span>}
      </button>
      {open ? (
        <div
          id={id}
          ref={menu}
          className={`${classes.menu} share-menu__list`}
          style={shift ? { translate: `${shift}px 0` } : undefined}
          role="group"
          aria-label={t('share.menu')}
          aria-busy={!settled || undefined}
        >
          {!settled ? (
            <p className="share-state" data-testid="share-checking">
              <Spinner size="sm" label={t('share.checking')} showLabel />
            </p>
          ) : null}
          {settled ? <ShareMenuEntries designId={designId} shared={shared} text={text} itemClass={classes.item} actions={actions} /> : null}
        </div>
      ) : null}
    </div>
  );
}

/** The margin kept between an open menu and the screen's sides. */
const SCREEN_MARGIN = 12;

/** How far a box must move sideways to sit inside a screen `width` wide, a margin clear of both sides (0: it does). */
export function shiftIntoView(box: { left: number; right: number }, width: number): number {
  if (box.left < SCREEN_MARGIN) return SCREEN_MARGIN - box.left;
  if (box.right > width - SCREEN_MARGIN) return Math.max(SCREEN_MARGIN - box.left, width - SCREEN_MARGIN - box.right);
  return 0;
}
