import { Svg, type IconProps } from './svg.tsx';

export const LeafIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M5 19C5 10 11 5 20 4c-1 9-6 15-15 15z" />
    <path d="M5 19l8-8" />
  </Svg>
);
