import { Svg, type IconProps } from './svg.tsx';

export const PaletteIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 3.5a8.5 8.5 0 100 17c1.1 0 1.7-.8 1.7-1.6 0-1.1-.9-1.4-.9-2.4 0-.9.7-1.5 1.6-1.5h2a4.1 4.1 0 004.1-4.1C20.5 6.9 16.7 3.5 12 3.5z" />
    <path d="M7.6 11.3h.01M10 7.6h.01M14.3 7.6h.01" strokeWidth={2.6} />
  </Svg>
);
