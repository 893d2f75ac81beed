const iconProps = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;

export const UserIcon = () => (
  <svg {...iconProps}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
  </svg>
);

export const BagIcon = () => (
  <svg {...iconProps}>
    <path d="M5 8h14l-1.2 12.1a1 1 0 0 1-1 .9H7.2a1 1 0 0 1-1-.9z" />
    <path d="M9 8V6a3 3 0 0 1 6 0v2" />
  </svg>
);

/** The back office: a shop's counter with its awning. */
export const ShopIcon = () => (
  <svg {...iconProps}>
    <path d="M4 10v10h16V10" />
    <path d="M3 4h18l-1.5 6h-15z" />
    <path d="M10 20v-5h4v5" />
  </svg>
);

export const MenuIcon = () => (
  <svg {...iconProps}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </svg>
);

export const ArrowUpIcon = () => (
  <svg {...iconProps}>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </svg>
);

/** The shop's mark: a lemon with its leaf. */
export const LemonMark = ({ className }: { className?: string }) => (
  <svg className={className} width={34} height={34} viewBox="0 0 64 64" aria-hidden="true">
    <ellipse cx="30" cy="36" rx="22" ry="17" fill="#f7c51e" stroke="#2b2b24" strokeWidth="2.5" transform="rotate(-25 30 36)" />
    <path d="M44 14c5-6 12-6 15-2-5 5-11 6-15 2z" fill="#2f5d2a" />
    <path d="M41 19l4-6" stroke="#2b2b24" strokeWidth="2.5" strokeLinecap="round" />
  </svg>
);
