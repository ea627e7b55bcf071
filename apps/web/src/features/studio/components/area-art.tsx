import type { ClientAreaId } from '@landscape/contract';

// Small hand-drawn scenes for the area cards; shown until a real sample render is available.
export function AreaArt({ area }: { area: ClientAreaId }) {
  return (
    <svg className="area-art" viewBox="0 0 240 120" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <rect width="240" height="120" fill="#e8efe3" />
      <rect y="78" width="240" height="42" fill="#a9c48f" />
      {area === 'front_yard' && (
        <g>
          <path d="M70 78V46l40-24 40 24v32z" fill="#f4ecdc" stroke="#8c7a5b" strokeWidth="1.5" />
          <path d="M62 48l48-29 48 29" fill="none" stroke="#6e5a3c" strokeWidth="5" strokeLinejoin="round" />
          <rect x="101" y="56" width="18" height="22" rx="2" fill="#5b4630" />
          <rect x="79" y="54" width="14" height="12" fill="#cfe0ea" />
          <rect x="127" y="54" width="14" height="12" fill="#cfe0ea" />
          <path d="M104 78l-14 42h40l-14-42z" fill="#e4d6b8" />
          <circle cx="40" cy="70" r="16" fill="#4f8a4b" />
          <circle cx="196" cy="68" r="18" fill="#3f7a45" />
          <circle cx="66" cy="84" r="6" fill="#d98b6a" />
          <circle cx="156" cy="84" r="6" fill="#e3b34f" />
        </g>
      )}
      {area === 'back_yard' && (
        <g>
          <rect x="0" y="48" width="240" height="30" fill="#c9a97a" />
          {Array.from({ length: 16 }, (_, i) => (
            <rect key={i} x={i * 15 + 2} y="44" width="11" height="34" rx="2" fill="#b8946a" />
          ))}
          <rect x="70" y="82" width="100" height="30" rx="4" fill="#e4d6b8" />
          <circle cx="120" cy="97" r="9" fill="#8c5a3c" />
          <circle cx="120" cy="97" r="4" fill="#f0a35e" />
          <circle cx="34" cy="72" r="20" fill="#3f7a45" />
          <circle cx="208" cy="70" r="22" fill="#4f8a4b" />
          <rect x="150" y="22" width="4" height="60" fill="#7a6246" />
          <rect x="196" y="22" width="4" height="60" fill="#7a6246" />
          <rect x="146" y="20" width="58" height="5" fill="#8c7251" />
        </g>
      )}
      {area === 'walkway' && (
        <g>
          <path d="M96 120c10-20 18-30 24-42h0c6 12 14 22 24 42z" fill="#d8c9a8" />
          {[0, 1, 2, 3].map((i) => (
            <ellipse key={i} cx={120} cy={86 + i * 9} rx={8 + i * 4} ry={3 + i} fill="#bca98a" />
          ))}
          <rect x="100" y="36" width="40" height="42" rx="3" fill="#f4ecdc" stroke="#8c7a5b" strokeWidth="1.5" />
          <rect x="112" y="52" width="16" height="26" rx="2" fill="#5b4630" />
          {[60, 80, 160, 180].map((x) => (
            <circle key={x} cx={x} cy={x < 120 ? 92 : 92} r="7" fill={x % 40 ? '#9c7fc4' : '#4f8a4b'} />
          ))}
          <rect x="86" y="70" width="3" height="20" fill="#6e6e6e" />
          <circle cx="87.5" cy="69" r="3.5" fill="#f6d77a" />
          <rect x="151" y="70" width="3" height="20" fill="#6e6e6e" />
          <circle cx="152.5" cy="69" r="3.5" fill="#f6d77a" />
        </g>
      )}
    </svg>
  );
}
