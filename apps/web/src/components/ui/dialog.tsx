import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useFocusTrap } from '../../lib/use-focus-trap.ts';
import { CloseIcon } from './icons/close-icon.tsx';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  size?: 'sm' | 'md';
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
}

let openCount = 0;

/** A modal dialog: labelled, focus trapped, Escape and backdrop close, focus returned on close. */
export function Dialog({ open, onClose, title, description, children, size = 'md', initialFocus, className = '' }: DialogProps) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descId = useId();
  useFocusTrap(ref, open, { onEscape: onClose, initialFocus });

  useEffect(() => {
    if (!open) return;
    openCount += 1;
    document.body.classList.add('has-dialog');
    return () => {
      openCount -= 1;
      if (openCount === 0) document.body.classList.remove('has-dialog');
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div className="dialog-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={ref}
        className={`dialog dialog--${size} ${className}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descId : undefined}
        tabIndex={-1}
      >
        <div className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <button type="button" className="icon-button dialog__close" onClick={onClose} aria-label={t('actions.close')}>
            <CloseIcon />
          </button>
        </div>
        {description ? (
          <p id={descId} className="dialog__description">
            {description}
          </p>
        ) : null}
        <div className="dialog__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
