import { Svg, type IconProps } from './svg.tsx';

export const HomeIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M3.5 11L12 4l8.5 7" />
    <path d="M6 9.5V20h12V9.5" />
    <path d="M10 20v-5h4v5" />
  </Svg>
);
