import { Svg, type IconProps } from './svg.tsx';

export const SparklesIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M11 4l1.6 4.4L17 10l-4.4 1.6L11 16l-1.6-4.4L5 10l4.4-1.6L11 4z" />
    <path d="M18 15l.7 1.8 1.8.7-1.8.7L18 20l-.7-1.8-1.8-.7 1.8-.7L18 15z" />
  </Svg>
);
