import { Svg, type IconProps } from './svg.tsx';

// A brand mark (filled), drawn in the icon frame.
export const XLogo = (p: IconProps) => (
  <Svg {...p} stroke="none" fill="currentColor">
    <path d="M17.5 3h3l-6.6 7.6L21.7 21h-6.1l-4.8-6.3L5.3 21h-3l7.1-8.1L2 3h6.2l4.3 5.7L17.5 3zm-1 16.2h1.7L7.6 4.7H5.8l10.7 14.5z" />
  </Svg>
);
