import type { IconProps } from './svg.tsx';

export const LeafLogo = ({ size = 32, ...rest }: IconProps) => (
  <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" {...rest}>
    <rect width="32" height="32" rx="9" fill="var(--color-primary, #2f6b3b)" />
    <path d="M9 22c0-7.5 5-12 14-13-0.5 8.5-5.2 13.8-12.5 13.8" fill="#e8f0e3" />
    <path d="M9.5 22.5c2.6-3.8 5.6-6.6 9.5-9" stroke="var(--color-primary, #2f6b3b)" strokeWidth="1.6" strokeLinecap="round" fill="none" />
    <circle cx="23.5" cy="23" r="2.2" fill="var(--color-accent, #c8643b)" />
  </svg>
);
