import { Svg, type IconProps } from './svg.tsx';

// A brand mark (filled), drawn in the icon frame.
export const FacebookLogo = (p: IconProps) => (
  <Svg {...p} stroke="none" fill="currentColor">
    <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21h3.1z" />
  </Svg>
);
