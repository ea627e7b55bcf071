import { Svg, type IconProps } from './svg.tsx';

export const ChevronsLeftRightIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M9 7l-5 5 5 5M15 7l5 5-5 5" />
  </Svg>
);
