// Shows, in each [data-timeline], the text due on the visitor's clock
// (app/components/timeline-text.tsx): the open-now status, the footer's "Oggi:
// 9:00–18:00", the closure notices. The build wrote the texts of the coming
// weeks, one a line (data-texts), and when each shows: from data-start,
// "minutes:index" steps, each minutes after the one before, index -1 for
// nothing (app/lib/timeline.ts, timelineIndexAt, does the same). The text goes
// in the [data-text] inside, data-index says which for styles (-1: none). The
// times are Italy's: when the visitor's clock reads another time, a text with a
// time gets data-zone after it, "(ora italiana)". Running again skips what it
// has done.

const timelines = [
  ...document.querySelectorAll<HTMLElement>("[data-timeline]:not([data-enhanced])"),
];

const clock = (now: number, timeZone?: string) =>
  new Date(now).toLocaleString("en-GB", {
    timeZone,
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
  });

const show = () => {
  const now = Date.now();
  const abroad = clock(now) !== clock(now, "Europe/Rome");
  for (const timeline of timelines) {
    const { start, timeline: steps = "", texts = "", zone = "" } = timeline.dataset;
    let at = Number(start);
    let due = -1;
    for (const step of steps.split(" ")) {
      const [minutes, index] = step.split(":");
      at += Number(minutes) * 60_000;
      if (at > now) break;
      due = Number(index);
    }
    const text = texts.split("\n")[due] ?? "";
    const target = timeline.querySelector("[data-text]") ?? timeline;
    target.textContent = abroad && /\d:\d\d/.test(text) ? `${text} ${zone}` : text;
    timeline.dataset.index = String(due);
  }
};

for (const timeline of timelines) timeline.dataset.enhanced = "";
if (timelines.length > 0) {
  show();
  // A page left open follows the clock: opening, closing, midnight.
  setInterval(show, 60_000);
}

// A module (the build drops this line): its names stay its own.
export {};
