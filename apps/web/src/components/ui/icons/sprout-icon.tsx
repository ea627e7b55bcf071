import { Svg, type IconProps } from './svg.tsx';

export const SproutIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 20.5v-8" />
    <path d="M12 12.5c0-3.6-2.6-6-6.5-6 0 3.6 2.6 6 6.5 6zM12 10.5c0-3.3 2.3-5.5 6.5-5.5 0 3.3-2.3 5.5-6.5 5.5z" />
  </Svg>
);
