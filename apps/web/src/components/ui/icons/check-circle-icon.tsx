import { Svg, type IconProps } from './svg.tsx';

export const CheckCircleIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.3l2.7 2.7L16 9.7" />
  </Svg>
);
