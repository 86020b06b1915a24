// Shows the closure notice due on the visitor's clock (app/components/closure-notice.tsx).
// The page holds every notice it may need until the salon's last closure, each
// with the instants it applies from (none: already at the build) and until; the
// build-day one shows without JavaScript. Running again skips notices already done.

const notices = document.querySelectorAll<HTMLElement>(
  "[data-closure-notice]:not([data-enhanced])",
);

const show = () => {
  const now = Date.now();
  for (const notice of notices) {
    const { from, until = "" } = notice.dataset;
    notice.hidden = !((!from || Date.parse(from) <= now) && now < Date.parse(until));
  }
};

for (const notice of notices) notice.dataset.enhanced = "";
if (notices.length > 0) {
  show();
  // A page left open follows the clock past midnight.
  setInterval(show, 60_000);
}

// A module (the build drops this line): its names stay its own.
export {};
