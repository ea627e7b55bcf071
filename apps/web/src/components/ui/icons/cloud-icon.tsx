import { Svg, type IconProps } from './svg.tsx';

export const CloudIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M7.5 18.5h9.3a3.7 3.7 0 00.9-7.3A5.5 5.5 0 007.4 9.4 4.6 4.6 0 007.5 18.5z" />
  </Svg>
);
