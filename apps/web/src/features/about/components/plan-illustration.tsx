// A decorative top-down garden plan for the About hero: the kind of plan the design engine draws.
const PLANTS: [number, number, number, string][] = [
  [92, 214, 22, '#3f7d4a'],
  [128, 246, 16, '#5d9a5f'],
  [84, 262, 12, '#8bb77f'],
  [318, 212, 24, '#2f6b3b'],
  [352, 252, 15, '#6fa56b'],
  [300, 262, 11, '#9cc28e'],
  [70, 330, 14, '#5d9a5f'],
  [350, 330, 18, '#3f7d4a'],
  [384, 300, 10, '#8bb77f'],
  [108, 300, 9, '#c97b5a'],
  [322, 296, 8, '#d9a25f'],
];

export function PlanIllustration() {
  return (
    <svg className="plan-illustration" viewBox="0 0 440 380" aria-hidden="true" focusable="false">
      <defs>
        <pattern id="plan-grid" width="20" height="20" patternUnits="userSpaceOnUse">
          <path d="M20 0H0V20" fill="none" stroke="#d9cfbb" strokeWidth="0.6" />
        </pattern>
        <pattern id="plan-deck" width="8" height="8" patternUnits="userSpaceOnUse">
          <rect width="8" height="8" fill="#c9a27a" />
          <path d="M0 7.5H8" stroke="#b18a63" strokeWidth="1" />
        </pattern>
      </defs>
      <rect x="0" y="0" width="440" height="380" rx="26" fill="#f3ecdd" />
      <rect x="12" y="12" width="416" height="356" rx="18" fill="url(#plan-grid)" />
      {/* house */}
      <rect x="140" y="34" width="160" height="104" rx="6" fill="#e2dccf" stroke="#b9ae98" strokeWidth="2" />
      <path d="M140 86H300M220 34V138" stroke="#cfc5b1" strokeWidth="2" />
      {/* lawn and beds */}
      <path d="M40 176c40-14 96-12 150-4v180H52c-12 0-20-8-20-20V196c0-10 3-16 8-20z" fill="#cfe3c4" />
      <path d="M250 172c54-8 104-6 142 6 6 2 10 8 10 16v138c0 12-8 20-20 20H250z" fill="#cfe3c4" />
      <path d="M44 196c30-10 70-10 100-2 6 40 2 80-12 112-30 8-64 6-88-2z" fill="#a9cd98" opacity="0.55" />
      {/* path and patio */}
      <path d="M196 138h48v230h-48z" fill="#e9d6bd" />
      <g fill="#d8bd98">
        {[152, 176, 200, 224, 248, 272, 296, 320, 344].map((y) => (
          <rect key={y} x="202" y={y} width="36" height="16" rx="4" />
        ))}
      </g>
      <rect x="262" y="150" width="124" height="36" rx="6" fill="url(#plan-deck)" />
      {/* fire pit */}
      <circle cx="140" cy="330" r="20" fill="#e9d6bd" stroke="#c9a27a" strokeWidth="3" />
      <circle cx="140" cy="330" r="8" fill="#ad532c" />
      {/* plants */}
      {PLANTS.map(([x, y, r, c], i) => (
        <g key={i}>
          <circle cx={x} cy={y} r={r} fill={c} />
          <circle cx={x} cy={y} r={r * 0.35} fill="#ffffff" opacity="0.28" />
        </g>
      ))}
      {/* plant tags */}
      {[
        [92, 214, 1],
        [318, 212, 2],
        [350, 330, 3],
      ].map(([x, y, n]) => (
        <g key={n}>
          <circle cx={x + 18} cy={y - 18} r="10" fill="#ffffff" stroke="#2f6b3b" strokeWidth="1.5" />
          <text x={x + 18} y={y - 14} textAnchor="middle" fontSize="11" fontWeight="700" fill="#2f6b3b" fontFamily="system-ui, sans-serif">
            {n}
          </text>
        </g>
      ))}
      {/* compass */}
      <g transform="translate(392 58)">
        <circle r="18" fill="#ffffff" stroke="#d9cfbb" />
        <path d="M0 -12L5 4L0 1L-5 4z" fill="#ad532c" />
      </g>
    </svg>
  );
}
