import { salon } from "~/model/salon";

// The salon's original marks, drawn in the site's palette: a sun rising over
// the horizon ("aurora" is the dawn). Inline, so the wordmark's text uses the
// site's own self-hosted fonts and follows the salon's name in app/model.

const rays = [
  { x1: 24, y1: 7, x2: 24, y2: 11.5 },
  { x1: 12.7, y1: 11.7, x2: 15.5, y2: 14.9 },
  { x1: 35.3, y1: 11.7, x2: 32.5, y2: 14.9 },
  { x1: 7.8, y1: 21.5, x2: 11.8, y2: 22.9 },
  { x1: 40.2, y1: 21.5, x2: 36.2, y2: 22.9 },
] as const;

function SunriseMark() {
  return (
    <>
      <circle cx="24" cy="24" r="22.5" className="fill-blush stroke-rose" strokeWidth="1.5" />
      <path d="M13 31a11 11 0 0 1 22 0z" className="fill-rose" />
      <g className="stroke-gold" strokeWidth="1.8" strokeLinecap="round">
        {rays.map((ray) => (
          <line key={`${ray.x1}-${ray.y1}`} {...ray} />
        ))}
      </g>
      <path d="M8.5 31h31" className="stroke-plum" strokeWidth="1.6" strokeLinecap="round" />
      <path
        d="M14.5 36.2q4.75-2.6 9.5 0t9.5 0"
        className="fill-none stroke-rose"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </>
  );
}

interface LogoProps {
  className?: string;
}

/** The small mark: the sunrise alone, for narrow windows (and the favicon). */
export function LogoMark({ className }: LogoProps) {
  return (
    <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" className={className}>
      <SunriseMark />
    </svg>
  );
}

/** The wide wordmark: the sunrise and the salon's name, from a 950 px window. */
export function LogoWordmark({ className }: LogoProps) {
  return (
    <svg viewBox="0 0 232 56" width="232" height="56" aria-hidden="true" className={className}>
      <g transform="translate(0 4)">
        <SunriseMark />
      </g>
      <text x="60" y="32" fontSize="34" fontWeight="600" className="fill-plum font-display">
        {salon.shortName}
      </text>
      <text
        x="61"
        y="48"
        fontSize="10.5"
        fontWeight="700"
        letterSpacing="2.9"
        className="fill-rose font-sans uppercase"
      >
        {salon.kind}
      </text>
    </svg>
  );
}
