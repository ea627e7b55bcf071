interface SpinnerProps {
  /** Read by screen readers; visible when `showLabel`. */
  label: string;
  showLabel?: boolean;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

export function Spinner({ label, showLabel = false, size = 'md', className = '' }: SpinnerProps) {
  return (
    <span className={`spinner-wrap ${className}`} role="status" aria-live="polite">
      <span className={`spinner spinner--${size}`} aria-hidden="true" />
      <span className={showLabel ? 'spinner__label' : 'sr-only'}>{label}</span>
    </span>
  );
}
