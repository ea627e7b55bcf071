import type { SVGProps } from 'react';
import { lineIcon } from '../../../components/ui/share-icons.tsx';

// Decorative icons for My Designs: always aria-hidden, the control carries the name.
type P = SVGProps<SVGSVGElement>;

export const HeartIcon = ({ filled, ...p }: P & { filled?: boolean }) => (
  <svg {...lineIcon(p)} fill={filled ? 'currentColor' : 'none'}>
    <path d="M12 20s-7-4.4-7-10a4 4 0 017-2.6A4 4 0 0119 10c0 5.6-7 10-7 10z" />
  </svg>
);
export const DownloadIcon = (p: P) => (
  <svg {...lineIcon(p)}>
    <path d="M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M5 19h14" />
  </svg>
);
export const TrashIcon = (p: P) => (
  <svg {...lineIcon(p)}>
    <path d="M4.5 7h15M9.5 7V4.8h5V7M6.5 7l.9 12.2h9.2L17.5 7M10.2 10.5v5.5M13.8 10.5v5.5" />
  </svg>
);
export const ChevronLeft = (p: P) => (
  <svg {...lineIcon(p)}>
    <path d="M15 5l-7 7 7 7" />
  </svg>
);
export const ChevronRight = (p: P) => (
  <svg {...lineIcon(p)}>
    <path d="M9 5l7 7-7 7" />
  </svg>
);
export const CloudIcon = (p: P) => (
  <svg {...lineIcon(p)}>
    <path d="M7.5 18.5h9.3a3.7 3.7 0 00.9-7.3A5.5 5.5 0 007.4 9.4 4.6 4.6 0 007.5 18.5z" />
  </svg>
);
export const DeviceIcon = (p: P) => (
  <svg {...lineIcon(p)}>
    <rect x="6.5" y="3" width="11" height="18" rx="2.5" />
    <path d="M11 17.8h2" />
  </svg>
);
