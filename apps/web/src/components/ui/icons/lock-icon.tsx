import { Svg, type IconProps } from './svg.tsx';

export const LockIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="5" y="10.5" width="14" height="10" rx="2.5" />
    <path d="M8.5 10.5V7.8a3.5 3.5 0 017 0v2.7" />
  </Svg>
);
