// Shows, in each [data-timeline], the text due on the visitor's clock
// (app/components/timeline-text.tsx): the open-now status, the footer's "Oggi:
// 9:00–18:00", the closure notices. The build wrote the texts of the coming
// weeks, one a line (data-texts), and when each shows: from data-start,
// "minutes:index" steps, each minutes after the one before, index -1 for
// nothing (app/lib/timeline.ts, timelineIndexAt, does the same). The text goes
// in the [data-text] inside, data-index says which for styles (-1: none). The
// times are Italy's: when the visitor's clock reads another time, a text with a
// time gets data-zone after it, "(ora italiana)": the build wrote Italy's offsets
// from UTC in data-rome. Running again skips what it has done.

const timelines = [
  ...document.querySelectorAll<HTMLElement>("[data-timeline]:not([data-enhanced])"),
];

// Italy's offset from UTC at an instant, in minutes, from data-rome: the offset, then
// "instant offset" for each change (app/lib/rome-time.ts, romeOffsets). Read without
// Intl: its first use costs a phone tens of milliseconds.
const romeOffset = (rome: string, now: number) => {
  const [offset = 0, ...changes] = rome.split(" ").map(Number);
  let due = offset;
  for (let i = 0; i < changes.length && changes[i]! <= now; i += 2) due = changes[i + 1]!;
  return due;
};

const show = () => {
  const now = Date.now();
  const visitorOffset = -new Date(now).getTimezoneOffset();
  for (const timeline of timelines) {
    const { start, timeline: steps = "", texts = "", zone = "", rome = "" } = timeline.dataset;
    const abroad = rome !== "" && visitorOffset !== romeOffset(rome, now);
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
