import { Svg, type IconProps } from './svg.tsx';

export const ChatIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M20 12.5c0 4-3.6 7-8 7-1.2 0-2.3-.2-3.3-.6L4 20l1.3-3.6C4.5 15.2 4 13.9 4 12.5c0-4 3.6-7 8-7s8 3 8 7z" />
    <path d="M8.5 12.5h.01M12 12.5h.01M15.5 12.5h.01" strokeWidth={2.6} />
  </Svg>
);
