/** A decorative line with a small flower between sections; hidden from assistive technology. */
export function Divider() {
  return (
    <div
      aria-hidden="true"
      className="mx-auto flex max-w-xs items-center gap-3 py-8 text-petal print:hidden"
    >
      <span className="h-px flex-1 bg-current" />
      <svg viewBox="0 0 24 24" width="24" height="24" className="fill-rose">
        <path d="M12 2c1.8 3 1.8 6 0 9-1.8-3-1.8-6 0-9zm0 20c-1.8-3-1.8-6 0-9 1.8 3 1.8 6 0 9zM2 12c3-1.8 6-1.8 9 0-3 1.8-6 1.8-9 0zm20 0c-3 1.8-6 1.8-9 0 3-1.8 6-1.8 9 0z" />
      </svg>
      <span className="h-px flex-1 bg-current" />
    </div>
  );
}
