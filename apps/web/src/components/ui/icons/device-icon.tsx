import { Svg, type IconProps } from './svg.tsx';

export const DeviceIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="6.5" y="3" width="11" height="18" rx="2.5" />
    <path d="M11 17.8h2" />
  </Svg>
);
