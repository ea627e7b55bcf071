import { Svg, type IconProps } from './svg.tsx';

// A brand mark (filled), drawn in the icon frame.
export const InstagramLogo = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.2" cy="6.8" r=".6" fill="currentColor" />
  </Svg>
);
