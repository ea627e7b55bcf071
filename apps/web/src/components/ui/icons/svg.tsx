import type { SVGProps } from 'react';

// The studio's one icon set (components/ui/icons/): line icons on a 24-unit grid in currentColor, 20 px
// unless `size` says otherwise, one file each so a page loads only the icons it shows. Always aria-hidden:
// the control or the text beside it carries the name.
export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** The frame every line icon is drawn in. */
export function Svg({ size = 20, children, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}
