/** The Rota mark: a route through three stops. */
export function Logo({ size = 32, withName = true }: { size?: number; withName?: boolean }) {
  return (
    <span className="logo">
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#138995" />
        <path
          d="M8 23 L14 13 L19 18 L25 8"
          fill="none"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="8" cy="23" r="2.6" fill="#fff" />
        <circle cx="25" cy="8" r="2.6" fill="#f2b134" />
      </svg>
      {withName ? <span className="logo-name">Rota</span> : null}
    </span>
  );
}
