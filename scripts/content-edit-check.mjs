// @ts-check
// `npm run test:content-edit`, the fixture-edit check: proves that the tests read
// the content instead of copying it. It copies content/ to build-content-edit/content,
// edits the copy the way the owner would in the CMS, in nine ways (another mobile,
// another e-mail, a changed price, a new treatment, a removed certification,
// different hours, a review and her reviews page, two offers with dates, gift vouchers
// turned off or on), builds the site from it into
// build-e2e-edit/ and runs the
// end-to-end specs that read the content against that build, plus
// tests/e2e/content-edit.spec.ts, which checks that the pages show the new facts.
// Both folders are removed when the check passes, kept for a look when it fails.
import { spawnSync } from "node:child_process";
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const port = process.env.E2E_PORT ?? "4175";
// On another port, folders of its own: two checks can run side by side.
const suffix = process.env.E2E_PORT ? `-${port}` : "";
const copyRoot = `build-content-edit${suffix}`;
const copy = join(copyRoot, "content");
const buildDir = `build-e2e-edit${suffix}`;

// The specs that read what the edit changes, on the desktop project only: the
// edit changes facts, not layout. Carousel, keyboard, hosting, the static HTML and
// the rest read nothing it changes (titles, descriptions, the P.IVA, the social
// profiles); the full suite has just run on content/.
const specs = [
  "content-edit",
  "offers",
  "servizi",
  "contatti",
  "home",
  "footer",
  "chi-sono",
  "seo",
  "navigation",
  "policy",
  "print",
].map((name) => `tests/e2e/${name}.spec.ts`);

const weekDays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

/**
 * @param {string} file
 * @param {(data: any) => void} change
 */
function edit(file, change) {
  const path = join(copy, file);
  const data = JSON.parse(readFileSync(path, "utf8"));
  change(data);
  writeFileSync(path, `${JSON.stringify(data, null, 2)}\n`);
}

/**
 * The first of `choices` that is not `current`, so the edit always changes something.
 * @param {string} current
 * @param {string[]} choices
 */
function other(current, choices) {
  const choice = choices.find(
    (candidate) => candidate.replace(/ /g, "") !== current.replace(/ /g, ""),
  );
  if (!choice) throw new Error(`No alternative to ${current}`);
  return choice;
}

/** @param {string} time "HH:MM" */
const minutesOf = (time) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
/** @param {number} minutes */
const timeOf = (minutes) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** @type {string[]} */
const changes = [];

rmSync(copyRoot, { recursive: true, force: true });
rmSync(buildDir, { recursive: true, force: true });
rmSync(`${buildDir}-releases`, { recursive: true, force: true });
cpSync("content", copy, { recursive: true });

edit("salon.json", (salon) => {
  // 1. Another mobile.
  salon.mobile = other(salon.mobile, ["+39 333 765 4321", "+39 347 123 9876"]);
  changes.push(`mobile: ${salon.mobile}`);

  // 2. Another e-mail.
  salon.email = other(salon.email, [
    "prenotazioni@centro-modificato.it",
    "appuntamenti@centro-modificato.it",
  ]);
  changes.push(`e-mail: ${salon.email}`);

  // 6. Different hours: a day the salon did not open gets hours with a lunch
  // break, and the first open day closes half an hour earlier.
  /** @type {{ day: string, intervals: { opens: string, closes: string }[] }[]} */
  const hours = salon.openingHours;
  const newDay =
    weekDays.find((day) => !hours.some((entry) => entry.day === day)) ??
    hours.find((entry) => entry.intervals.length === 0)?.day;
  if (newDay) {
    const intervals = [
      { opens: "10:00", closes: "13:00" },
      { opens: "15:00", closes: "20:00" },
    ];
    const existing = hours.find((entry) => entry.day === newDay);
    if (existing) existing.intervals = intervals;
    else hours.push({ day: newDay, intervals });
    hours.sort((a, b) => weekDays.indexOf(a.day) - weekDays.indexOf(b.day));
    changes.push(`hours: open on ${newDay}, 10:00–13:00 and 15:00–20:00`);
  }
  const firstOpen = hours.find((entry) => entry.day !== newDay && entry.intervals.length > 0);
  const last = firstOpen?.intervals.at(-1);
  if (firstOpen && last && minutesOf(last.closes) - minutesOf(last.opens) > 60) {
    last.closes = timeOf(minutesOf(last.closes) - 30);
    changes.push(`hours: ${firstOpen.day} closes at ${last.closes}`);
  }
  if (!changes.some((change) => change.startsWith("hours"))) {
    throw new Error("Found no way to change the hours: adapt scripts/content-edit-check.mjs");
  }
});

/** A number as the CMS writes it, as she typed it: «32,50» (app/model/schema.ts, typedNumber). */
const typed = (/** @type {number} */ value) =>
  Number.isInteger(value) ? String(value) : value.toFixed(2).replace(".", ",");
/** A number of the files, text or number, as the site reads it. */
const numberOf = (/** @type {string | number} */ value) => Number(String(value).replace(",", "."));

edit("servizi.json", (servizi) => {
  /** @type {{ id: string, title: string, groups: { items: { id: string, title: string, description: string, price?: string }[] }[] }[]} */
  const sections = servizi.sections;

  // 3. A changed price, with cents, typed the Italian way: the first treatment with a single price.
  const treatment = sections
    .flatMap((section) => section.groups.flatMap((group) => group.items))
    .find((item) => item.price !== undefined);
  if (!treatment || treatment.price === undefined) throw new Error("No treatment with a price");
  treatment.price = typed(numberOf(treatment.price) + 2.5);
  changes.push(`price: ${treatment.title} ${treatment.price} €`);

  // 4. A new treatment with a new id, at the end of the first section.
  const section = sections[0];
  const group = section?.groups.at(-1);
  if (!section || !group) throw new Error("No section to add a treatment to");
  group.items.push({
    id: "trattamento-di-prova-modifica",
    title: "Trattamento illuminante alla vitamina C",
    description:
      "Un siero alla vitamina C e una maschera in tessuto, per una pelle più luminosa e uniforme. Circa 50 minuti.",
    price: "55",
  });
  changes.push(`new treatment in ${section.title}: Trattamento illuminante alla vitamina C, 55 €`);
});

edit("home.json", (home) => {
  // 7. A review on the home page, and (below) the page of her public reviews.
  home.testimonials.items = [
    ...(home.testimonials.items ?? []),
    {
      name: "Giulia R.",
      text: "Mani curatissime e un'accoglienza che mette subito a proprio agio.",
      date: "2026-05-12",
      treatment: "Manicure semipermanente",
    },
  ];
  changes.push("review: Giulia R., Manicure semipermanente");
});

edit("salon.json", (salon) => {
  salon.reviewsUrl = other(salon.reviewsUrl ?? "", [
    "https://www.example.com/recensioni-del-centro",
    "https://www.example.org/recensioni-del-centro",
  ]);
  changes.push(`reviews page: ${salon.reviewsUrl}`);
  // The policy's conditional paragraphs and the WhatsApp links follow these.
  salon.whatsApp = salon.whatsApp === false;
  changes.push(`WhatsApp: ${salon.whatsApp ? "on" : "off"}`);
  salon.hosting =
    salon.hosting?.provider === "own"
      ? { provider: "vercel" }
      : { provider: "own", company: "Server di Prova S.r.l.", country: "Italia" };
  changes.push(`host: ${salon.hosting.company ?? salon.hosting.provider}`);
  // A mailbox in the EU instead of Gmail's US group (or back): the policy's §4 follows.
  salon.mailProvider =
    salon.mailProvider?.provider === "gmail" ? { provider: "aruba" } : { provider: "gmail" };
  changes.push(`mailbox: ${salon.mailProvider.provider}`);
});

/** Today in Italy, "YYYY-MM-DD": the build the check makes is today's. */
const romeToday = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Rome" }).format(new Date());
/** @param {string} date @param {number} days */
const addDays = (date, days) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

edit("offerte.json", (offerte) => {
  // 8. Two offers (content/ ships none): one on at the build, a discount on a
  // treatment; one beginning three days after it, an offer price for two
  // treatments together. tests/e2e/offers.spec.ts shows them on their days.
  const servizi = JSON.parse(readFileSync(join(copy, "servizi.json"), "utf8"));
  /** @type {{ id: string, title: string, price: number }[]} */
  const priced = servizi.sections
    .flatMap((/** @type {any} */ section) =>
      section.groups.flatMap((/** @type {any} */ group) => group.items),
    )
    .filter((/** @type {{ price?: string }} */ item) => item.price !== undefined)
    .map((/** @type {{ id: string, title: string, price: string }} */ item) => ({
      ...item,
      price: numberOf(item.price),
    }))
    .filter((/** @type {{ price: number }} */ item) => item.price >= 5);
  const [discounted, first, second] = [priced[1], priced.at(-2), priced.at(-1)];
  if (!discounted || !first?.price || !second?.price || first === discounted) {
    throw new Error("Too few treatments with a price for the offers");
  }
  const together = Math.floor((first.price + second.price) * 0.8);
  offerte.offers = [
    {
      title: "Il 20% in meno",
      text: "Per tutto il mese, un trattamento a un prezzo più leggero.",
      treatments: [discounted.id],
      percentOff: "20",
      from: addDays(romeToday, -3),
      to: addDays(romeToday, 20),
    },
    {
      title: "Due trattamenti insieme",
      text: "Nella stessa visita, a un prezzo solo.",
      treatments: [first.id, second.id],
      price: typed(together),
      from: addDays(romeToday, 3),
      to: addDays(romeToday, 9),
    },
  ];
  changes.push(
    `offers: 20% off ${discounted.title} from ${addDays(romeToday, -3)}, ${first.title} + ${second.title} at ${together} € from ${addDays(romeToday, 3)}`,
  );
});

edit("chi-sono.json", (chiSono) => {
  // 5. A certification removed: the second one, so the list keeps at least one.
  /** @type {{ title: string }[]} */
  const items = chiSono.certifications.items;
  if (items.length < 2) throw new Error("Too few certifications to remove one");
  const [removed] = items.splice(1, 1);
  changes.push(`certification removed: ${removed?.title}`);
});

edit("buoni-regalo.json", (vouchers) => {
  // 8. Gift vouchers turned off (or on, if the owner has them off): their pages go, and
  // with them their links, the sitemap's entry and the policy's paragraphs.
  vouchers.offered = vouchers.offered === false;
  changes.push(`gift vouchers: ${vouchers.offered ? "offered" : "not offered"}`);
});

console.log(`Content edited in ${copy}:\n${changes.map((change) => `  • ${change}`).join("\n")}\n`);

const result = spawnSync(
  "npx",
  // Arguments given to the script go to Playwright too (e.g. --headed, --grep).
  [
    "playwright",
    "test",
    "--project=desktop",
    "--output=test-results/content-edit",
    ...specs,
    ...process.argv.slice(2),
  ],
  {
    stdio: "inherit",
    env: {
      ...process.env,
      CONTENT_DIR: copy,
      CONTENT_EDIT: "1",
      BUILD_DIR: buildDir,
      E2E_PORT: port,
      // The desktop project only: no nginx server (playwright.config.ts).
      E2E_NGINX: "0",
      // No specs of the CMS here: its build (half the time of a build) is left out.
      BUILD_CMS: "0",
    },
  },
);

if (result.status === 0) {
  rmSync(copyRoot, { recursive: true, force: true });
  rmSync(buildDir, { recursive: true, force: true });
  rmSync(`${buildDir}-releases`, { recursive: true, force: true });
} else {
  console.error(
    `\nThe fixture-edit check failed: the edited content is in ${copy}, its build in ${buildDir}.`,
  );
}
process.exit(result.status ?? 1);
