// The one schema of everything the owner may change. Each file under content/
// has its schema here; the build validates every file against it
// (app/model/load.server.ts), the TypeScript types of the content come from it, and
// the CMS at /admin is generated from it (app/model/cms-config.ts). Labels
// (v.title) and hints (v.description) are the words the owner reads in the CMS,
// and the messages are the words she reads when a file is wrong: Italian, plain.
import * as v from "valibot";
import { validateClosures, validateHolidayOverrides } from "../features/hours/closure-checks";
import { dayNames } from "../lib/italian-dates";
import { holidayKeys } from "../features/hours/public-holidays";
import { romeDate } from "../lib/rome-time";
import { euCountries, hostingLabels, hostingProviders } from "../lib/hosting";
import { mailProviderLabels, mailProviders } from "../lib/mail-providers";
import { formatPrice } from "../lib/format-price";
import { hasPackages } from "../lib/price-list";
import { minutesOf, weekDays, type WeekDay } from "../lib/opening-hours";
import { knownPlaceholders, unknownPlaceholders } from "../lib/placeholders";
import { policyConditionLabels, policyConditions } from "../lib/policy-conditions";
import { maxPhotoBytes, uploadNamePattern } from "../lib/site-images";
import { emailPattern, isValidPartitaIva, italianPhonePattern } from "../lib/salon-facts";
import { taxStatusLabels, taxStatuses } from "../lib/tax-status";
import { paymentUrlPattern, requestPaymentLabels, requestPayments } from "../lib/payment-links";

/** How a field is edited in the CMS, where the type alone would pick the wrong widget. */
export type FieldMeta = {
  widget?: "text" | "image" | "hidden" | "date";
  /** For list widgets: how a collapsed entry is summarised, e.g. "{{fields.title}}". */
  summary?: string;
  /**
   * For list widgets: false keeps a list of forms open (they open folded, showing
   * their summaries). For objects: true folds a group she seldom changes.
   */
  collapsed?: boolean;
  /** For list widgets: the photo a folded item shows, e.g. "picture.photo". */
  thumbnail?: string;
  /** Default for a new entry in the CMS. */
  default?: unknown;
  /** For fixed choices: what the CMS shows for each stored value. */
  optionLabels?: Record<string, string>;
  /** A reference to an entry of another content file (app/model/load.server.ts checks it exists). */
  relation?: Relation;
};

/**
 * A text that names an entry of another content file, such as a section of the
 * price list: the CMS offers the entries as a choice (a relation field), and
 * the build refuses a value that is not one of them.
 */
export interface Relation {
  /** The file referred to, as in `contentFiles`. */
  file: string;
  /** Where its values are, in the CMS's notation: "sections.*.id". */
  valueField: string;
  /** What the CMS shows for each value: "sections.*.title". */
  displayField: string;
  /** What a value names, for the build's message: "una sezione del listino". */
  noun: string;
}

const meta = <TInput>(value: FieldMeta) => v.metadata<TInput, FieldMeta>(value);

// ── Building blocks ──────────────────────────────────────────────────────────

const placeholderHint = `Puoi scrivere ${knownPlaceholders.join(", ")}: il sito li sostituisce con il nome del centro, la città, l'e-mail, il telefono, chi ospita il sito e chi custodisce la tua posta.`;

/** One line of text, never empty; placeholders such as {nome} allowed. */
function line(label: string, hint = "") {
  return v.pipe(
    v.string("deve essere un testo"),
    v.trim(),
    v.minLength(1, "è vuoto: scrivi un testo"),
    v.check(
      (value) => unknownPlaceholders(value).length === 0,
      (issue) =>
        `contiene ${unknownPlaceholders(String(issue.input)).join(", ")}, che il sito non conosce. ${placeholderHint}`,
    ),
    v.title(label),
    v.description(hint),
  );
}

/** A paragraph or more: a multi-line text box in the CMS. */
function text(label: string, hint = "") {
  return v.pipe(line(label, hint), meta({ widget: "text" }));
}

function list<T extends v.GenericSchema>(
  item: T,
  label: string,
  options: {
    hint?: string;
    summary?: string;
    collapsed?: boolean;
    thumbnail?: string;
    min?: number;
  } = {},
) {
  const min = options.min ?? 1;
  return v.pipe(
    v.array(item, "deve essere un elenco"),
    v.minLength(min, min === 1 ? "è vuoto: serve almeno una voce" : `servono almeno ${min} voci`),
    v.title(label),
    v.description(options.hint ?? ""),
    meta({ summary: options.summary, collapsed: options.collapsed, thumbnail: options.thumbnail }),
  );
}

/** A button or link label; where it leads is decided by the code. */
const buttonLabel = (label = "Testo del pulsante") => line(label);

const slug = v.pipe(
  v.string("deve essere un testo"),
  v.regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    "deve contenere solo lettere minuscole senza accenti, numeri e trattini (per esempio pulizia-viso)",
  ),
);

/**
 * A number as the owner types it: «35», «12,50» or «12.50». The CMS edits it as
 * text, because its number box empties at the Italian comma and turns «12,50»
 * into 50 (docs/decisions/0039-numbers-as-she-types-them.md): the file holds the
 * text, the pattern refuses anything else before saving (letters, €, a minus,
 * «1.200»), and the site reads it as the number. A number written in the file
 * by hand is read as its text.
 */
function typedNumber(pattern: RegExp, message: string) {
  return v.pipe(
    v.union([v.string(), v.number()], message),
    v.transform(String),
    v.trim(),
    v.regex(pattern, message),
    v.transform((text) => Number(text.replace(",", "."))),
  );
}

/** Euros and cents: «35», «12,50», «12.50»; never «1.200», which could be either. */
const eurosAndCents = () =>
  typedNumber(
    /^\d+(?:[.,]\d{1,2})?$/,
    "scrivi solo il numero in euro, senza € e senza punto delle migliaia: per esempio 35, 1200 o 12,50 (al massimo due decimali)",
  );

/** A whole number: «14», «6», «20». */
const wholeNumber = (message: string) => typedNumber(/^\d+$/, message);

const euro = v.pipe(
  eurosAndCents(),
  v.title("Prezzo (€)"),
  v.description("Solo il numero, senza €: per esempio 35 oppure 12,50."),
);

/** Search engines' title and description for a page. */
const pageMeta = v.pipe(
  v.object({
    title: line(
      "Titolo nei risultati di ricerca",
      "Circa 50–60 caratteri. Il nome del centro si scrive {nome}.",
    ),
    description: text(
      "Descrizione nei risultati di ricerca",
      "Una o due frasi, circa 150 caratteri: cosa trova qui chi cerca.",
    ),
  }),
  v.title("Google e condivisioni"),
  // Set once, seldom changed: folded, so that on a phone the page's own texts come first.
  meta({ collapsed: true, summary: "{{fields.title}}" }),
);

/** A photo the owner uploads in the CMS, stored by its file name in content/photos. */
function photoField(label: string, hint: string) {
  return v.pipe(
    v.string(),
    // By its name: scripts/photos.ts then reads the file itself, whatever its name says.
    v.regex(
      uploadNamePattern,
      "non è una foto JPEG o PNG, le sole che il sito sa leggere. Se è una foto HEIC (quella dell'iPhone), aprila e salvala come JPEG, oppure sul telefono scegli Impostazioni › Fotocamera › Formati › Più compatibile, poi caricala di nuovo",
    ),
    v.title(label),
    v.description(hint),
    meta({ widget: "image" }),
  );
}

/**
 * A picture slot: one of the site's illustrations until the owner uploads a
 * photo, which then takes its place. The alt text describes what is shown.
 */
export const pictureSchema = v.pipe(
  v.object({
    illustration: v.optional(
      v.pipe(v.string(), v.title("Illustrazione"), meta({ widget: "hidden" })),
    ),
    photo: v.optional(
      photoField(
        "Foto",
        `Una foto JPEG o PNG (non HEIC) di al massimo ${maxPhotoBytes / 1024 / 1024} MB, di almeno 800 × 600 pixel (1200 × 900 per la prima immagine della Home). Da una foto in verticale il sito tiene la parte intorno al soggetto.`,
      ),
    ),
    alt: text(
      "Descrizione della foto (testo alternativo)",
      "Cosa si vede, in una frase, per chi non vede l'immagine. Se carichi una foto, descrivi la foto.",
    ),
  }),
  v.check(
    (picture) => Boolean(picture.illustration || picture.photo),
    "manca la foto: caricane una",
  ),
  v.title("Immagine"),
);

// ── salon.json: the salon's facts ────────────────────────────────────────────

const time = (label: string) =>
  v.pipe(
    v.string("deve essere un orario"),
    v.regex(
      /^([01]\d|2[0-3]):[0-5]\d$/,
      "non è un orario: scrivilo come 09:00 o 18:30 (ore da 00 a 23, due cifre)",
    ),
    v.title(label),
  );

const intervalSchema = v.pipe(
  v.object({ opens: time("Apre alle"), closes: time("Chiude alle") }),
  v.check(
    ({ opens, closes }) => minutesOf(opens) < minutesOf(closes),
    (issue) => {
      const { opens, closes } = issue.input as { opens: string; closes: string };
      return `l'orario di apertura ${opens} viene dopo quello di chiusura ${closes} (o è lo stesso)`;
    },
  ),
  v.title("Fascia oraria"),
);

const openingDaySchema = v.pipe(
  v.object({
    day: v.pipe(
      v.picklist(
        weekDays,
        `non è un giorno della settimana: usa uno di ${weekDays.map((day) => `"${day}" (${dayNames[day]})`).join(", ")}`,
      ),
      v.title("Giorno"),
      meta({ default: "monday", optionLabels: dayNames }),
    ),
    // The CMS leaves an empty list out of the file: missing means closed.
    intervals: v.optional(
      v.pipe(
        v.array(intervalSchema, "deve essere un elenco di fasce orarie"),
        v.title("Fasce orarie"),
        v.description(
          "Una fascia per un orario continuato, due per chi chiude a pranzo. Nessuna fascia vuol dire chiuso tutto il giorno.",
        ),
        // One or two short forms: open, under their day.
        meta({ collapsed: false }),
      ),
      [],
    ),
  }),
  v.check(
    ({ intervals }) =>
      intervals.every(
        (interval, index) =>
          index === 0 ||
          minutesOf(intervals[index - 1]?.closes ?? "00:00") <= minutesOf(interval.opens),
      ),
    (issue) =>
      `le fasce orarie di ${dayNames[(issue.input as { day: WeekDay }).day]} si sovrappongono o non sono in ordine: scrivile dalla prima all'ultima, ognuna dopo la fine della precedente`,
  ),
  v.title("Giorno"),
);

function repeatedDays(days: readonly { day: WeekDay }[]): WeekDay[] {
  const seen = days.map((entry) => entry.day);
  return [...new Set(seen.filter((day, index) => seen.indexOf(day) !== index))];
}

const httpsUrl = (label: string, hint = "") =>
  v.pipe(
    v.string("deve essere un indirizzo web"),
    v.trim(),
    // A pattern, not a URL parser: the CMS can check a pattern before saving.
    v.regex(
      /^https:\/\/[^\s/?#]+(?:[/?#]\S*)?$/,
      "non è un indirizzo web completo che inizia con https://",
    ),
    v.title(label),
    v.description(hint),
  );

/**
 * The Italian date of the build, as the pages have it (BUILD_TIME, which
 * vite.config.ts sets): closures that ended long before it are refused. Read
 * when checking, after vite.config.ts has set it.
 */
const buildDay = () => romeDate(new Date(process.env.BUILD_TIME ?? Date.now()));

const date = (label: string, hint = "") =>
  v.pipe(
    v.string("deve essere una data"),
    v.isoDate("non è una data: scrivila come 2026-08-01 (anno-mese-giorno)"),
    v.title(label),
    v.description(hint),
    meta({ widget: "date" }),
  );

/** What the CMS cannot check before saving: it does not compare two fields. */
const laterThanFrom =
  "Uguale a «Dal» o dopo: il pannello non confronta le due date, quindi una data prima di «Dal» la salva, ma il sito non si aggiorna: entro pochi minuti ti arriva un'e-mail da GitHub che te lo dice.";

const closureSchema = v.pipe(
  v.object({
    reason: line(
      "Motivo",
      "Per esempio Ferie estive, Ponte dell'Immacolata, Corso di aggiornamento.",
    ),
    from: date("Dal"),
    to: date("Al (compreso)", `Per un giorno solo, la stessa data di «Dal». ${laterThanFrom}`),
  }),
  v.check(
    (closure) => validateClosures([closure], buildDay()).length === 0,
    (issue) =>
      validateClosures([issue.input as { from: string; to: string; reason: string }], buildDay())
        .map((problem) => problem.message)
        .join("; "),
  ),
  v.title("Chiusura"),
);

export const salonSchema = v.object({
  // What she changes most often first: the hours, then the closures.
  openingHours: v.pipe(
    v.array(openingDaySchema, "deve essere un elenco di giorni"),
    v.minLength(1, "è vuoto: indica almeno un giorno"),
    v.check(
      (days) => repeatedDays(days).length === 0,
      (issue) =>
        `${repeatedDays(issue.input as { day: WeekDay }[])
          .map((day) => dayNames[day])
          .join(", ")} compare due volte: tieni una sola voce per giorno`,
    ),
    v.title("Orari di apertura"),
    v.description(
      "I giorni nell'ordine in cui compaiono sul sito. Un giorno non elencato non viene mostrato; un giorno senza fasce orarie compare come «Chiuso».",
    ),
    meta({ summary: "{{fields.day}}" }),
  ),
  // Closures and holidays: the CMS leaves empty lists out of the file.
  closures: v.optional(
    v.pipe(
      v.array(closureSchema, "deve essere un elenco di chiusure"),
      v.title("Chiusure"),
      v.description(
        "Ferie, ponti e giorni di chiusura straordinaria. Le feste nazionali (Natale, Pasquetta, Ferragosto…) sono già chiuse da sole. Quando una chiusura è passata da più di un anno, cancellala.",
      ),
      meta({ summary: "{{fields.reason}} ({{fields.from}} – {{fields.to}})" }),
    ),
    [],
  ),
  closureNoticeDays: v.optional(
    v.pipe(
      wholeNumber("scrivi un numero intero di giorni, per esempio 14"),
      v.maxValue(90, "al massimo 90 giorni"),
      v.title("Giorni di preavviso in home"),
      v.description("Quanti giorni prima di una chiusura la home mostra l'avviso. Per esempio 14."),
    ),
    "14",
  ),
  openOnHolidays: v.optional(
    v.pipe(
      v.array(
        v.pipe(
          v.string("deve essere un testo"),
          v.check(
            (entry) => validateHolidayOverrides([entry], buildDay()).length === 0,
            (issue) =>
              validateHolidayOverrides([String(issue.input)], buildDay())
                .map((problem) => problem.message)
                .join("; "),
          ),
          v.title("Festa"),
        ),
        "deve essere un elenco",
      ),
      v.title("Feste in cui sei aperta"),
      v.description(
        `Di solito vuoto. Una data (per esempio 2026-12-08) per aprire in quella festa, oppure il nome di una festa per aprire ogni anno: ${holidayKeys.join(", ")}.`,
      ),
    ),
    [],
  ),
  name: line("Nome del centro", "Come compare in alto nelle pagine e nei risultati di ricerca."),
  shortName: line("Nome breve", "La parola scritta in grande nel logo (per esempio Aurora)."),
  kind: line("Tipo di attività", "La riga sotto il nome nel logo (per esempio Centro estetico)."),
  nameForms: v.pipe(
    v.object({
      the: line("Con l'articolo", "Per esempio: il Centro Estetico Aurora. Nei testi: {il nome}."),
      at: line("Dopo «a»", "Per esempio: al Centro Estetico Aurora. Nei testi: {al nome}."),
      of: line("Dopo «di»", "Per esempio: del Centro Estetico Aurora. Nei testi: {del nome}."),
      from: line("Dopo «da»", "Per esempio: dal Centro Estetico Aurora. Nei testi: {dal nome}."),
    }),
    v.title("Il nome nelle frasi"),
    v.description(
      "L'italiano cambia articolo e preposizione secondo il nome: scrivi qui le quattro forme, il sito le usa nelle frasi.",
    ),
  ),
  owner: line(
    "Il tuo nome",
    "Nome e cognome, come ti presenti alle clienti. Compare accanto al tuo ritratto in Home e in Chi sono, e nell'informativa privacy come titolare.",
  ),
  // Without a photo the pages show an illustrated portrait (app/model/owner.ts).
  portrait: v.optional(
    photoField(
      "Il tuo ritratto",
      `Una foto di te in verticale, con il viso ben illuminato (la luce di una finestra è meglio del flash) e lo sguardo verso l'obiettivo. JPEG o PNG (non HEIC), di almeno 640 × 800 pixel e al massimo ${maxPhotoBytes / 1024 / 1024} MB: il sito tiene la parte intorno al viso. Finché non la carichi, al suo posto c'è un ritratto illustrato.`,
    ),
  ),
  vatNumber: v.pipe(
    v.string("deve essere un testo di 11 cifre"),
    v.regex(/^\d{11}$/, "non è una partita IVA: servono 11 cifre, senza spazi e senza IT davanti"),
    v.check(
      isValidPartitaIva,
      "non è una partita IVA valida: l'ultima cifra (quella di controllo) non torna. Ricopiala dal certificato di attribuzione",
    ),
    v.title("Partita IVA"),
    v.description("11 cifre, senza spazi e senza IT davanti."),
  ),
  legalName: line(
    "Ragione sociale",
    "Il nome dell'impresa come è iscritto alla Camera di commercio (per esempio Aurora di Laura Esempio). La legge chiede di scriverlo sul sito: compare nel piè di pagina di ogni pagina, nelle informazioni sui buoni regalo e nell'informativa privacy.",
  ),
  rea: v.optional(
    v.pipe(
      v.string("deve essere un testo"),
      v.trim(),
      v.regex(
        /^[A-Z]{2}-\d{1,7}$/,
        "non è un numero REA: la sigla della provincia in maiuscolo, un trattino e il numero (per esempio BO-123456)",
      ),
      v.title("Numero REA"),
      v.description(
        "Se l'impresa è iscritta al Registro delle imprese: la sigla della provincia e il numero, per esempio BO-123456 (lo trovi nella visura camerale). Compare nel piè di pagina e nell'informativa privacy. Se non sei iscritta, lascialo vuoto.",
      ),
    ),
  ),
  taxStatus: v.pipe(
    v.picklist(
      taxStatuses,
      "scegli se i tuoi prezzi comprendono l'IVA o se sei in regime forfettario: la legge chiede che i prezzi lo dicano",
    ),
    v.title("Prezzi e IVA"),
    v.description(
      "Se i tuoi prezzi comprendono l'IVA o se sei in regime forfettario (senza IVA): il sito lo scrive sotto il listino, accanto alle offerte e ai buoni regalo. Se non sei sicura, chiedilo a chi ti tiene la contabilità.",
    ),
    meta({ optionLabels: taxStatusLabels }),
  ),
  email: v.pipe(
    v.string("deve essere un indirizzo e-mail"),
    v.trim(),
    v.regex(emailPattern, "non è un indirizzo e-mail (per esempio nome@dominio.it)"),
    v.title("E-mail"),
  ),
  mobile: v.pipe(
    v.string("deve essere un numero di telefono"),
    v.regex(
      italianPhonePattern,
      "non è un numero di telefono italiano (per esempio +39 345 123 4567 o 051 123456)",
    ),
    v.title("Cellulare"),
    v.description("Per esempio +39 345 123 4567."),
  ),
  whatsApp: v.optional(
    v.pipe(
      v.boolean("deve essere sì o no"),
      v.title("Rispondi su WhatsApp a questo numero"),
      v.description(
        "Se lo togli, spariscono dal sito i pulsanti WhatsApp e dall'informativa privacy i paragrafi su WhatsApp.",
      ),
      meta({ default: true }),
    ),
    true,
  ),
  address: v.pipe(
    v.object({
      street: line("Via e numero civico"),
      postalCode: v.pipe(
        v.string("deve essere un CAP di 5 cifre"),
        v.regex(/^\d{5}$/, "non è un CAP: servono 5 cifre (per esempio 40121)"),
        v.title("CAP"),
      ),
      city: line("Città"),
      province: v.pipe(
        v.string("deve essere una sigla di provincia"),
        v.regex(
          /^[A-Z]{2}$/,
          "non è una sigla di provincia: due lettere maiuscole (per esempio BO)",
        ),
        v.title("Provincia (sigla)"),
      ),
    }),
    v.title("Indirizzo"),
  ),
  // The CMS leaves an empty list out of the file: missing means none.
  social: v.optional(
    v.pipe(
      v.array(
        v.pipe(
          v.object({
            name: line("Nome del social", "Per esempio Instagram o Facebook."),
            url: httpsUrl("Indirizzo della pagina", "Copialo dal browser: inizia con https://"),
          }),
          v.title("Profilo social"),
        ),
        "deve essere un elenco",
      ),
      v.title("Profili social"),
      v.description("Compaiono nel piè di pagina. Puoi lasciare l'elenco vuoto."),
      meta({ summary: "{{fields.name}}" }),
    ),
    [],
  ),
  hosting: v.pipe(
    v.object({
      provider: v.pipe(
        v.picklist(
          hostingProviders,
          `non è un fornitore conosciuto: usa uno di ${hostingProviders.join(", ")}`,
        ),
        v.title("Dove è pubblicato il sito"),
        meta({ default: "netlify", optionLabels: hostingLabels }),
      ),
      company: v.optional(
        line(
          "Ragione sociale del fornitore",
          "Solo per «un altro fornitore»: per esempio Aruba S.p.A. o Hetzner Online GmbH.",
        ),
      ),
      country: v.optional(
        v.pipe(
          v.picklist(
            euCountries,
            "non è un Paese dell'UE o dello SEE: un fornitore fuori da lì va descritto nell'informativa da chi ha realizzato il sito",
          ),
          v.title("Paese del fornitore"),
          v.description("Solo per «un altro fornitore»."),
        ),
      ),
    }),
    v.check(
      (hosting) => hosting.provider !== "own" || Boolean(hosting.company && hosting.country),
      "per «un altro fornitore» scrivi la ragione sociale e il Paese",
    ),
    v.title("Hosting del sito"),
    v.description(
      "Chi pubblica il sito su internet: l'informativa privacy lo nomina. Lo sceglie chi ha realizzato il sito.",
    ),
  ),
  mailProvider: v.pipe(
    v.object({
      provider: v.pipe(
        v.picklist(
          mailProviders,
          `non è un fornitore di posta conosciuto: usa uno di ${mailProviders.join(", ")}`,
        ),
        v.title("Dove leggi la posta del centro"),
        meta({ optionLabels: mailProviderLabels }),
      ),
      company: v.optional(
        line(
          "Ragione sociale del fornitore",
          "Solo per «un altro fornitore»: per esempio Register S.p.A.",
        ),
      ),
      country: v.optional(
        v.pipe(
          v.picklist(
            euCountries,
            "non è un Paese dell'UE o dello SEE: un fornitore fuori da lì va descritto nell'informativa da chi ha realizzato il sito",
          ),
          v.title("Paese del fornitore"),
          v.description("Solo per «un altro fornitore»."),
        ),
      ),
    }),
    v.check(
      (mail) => mail.provider !== "own" || Boolean(mail.company && mail.country),
      "per «un altro fornitore» scrivi la ragione sociale e il Paese",
    ),
    v.title("Posta elettronica"),
    v.description(
      "Il servizio della casella in cui arrivano le e-mail del centro e i messaggi del sito (per esempio Google Workspace): l'informativa privacy lo nomina, perché anche lui tratta i dati di chi ti scrive. Serve un account di lavoro, con l'accordo sul trattamento dei dati: un account personale gratuito non va bene.",
    ),
  ),
  bookingUrl: v.optional(
    httpsUrl(
      "Prenotazione online",
      "Se usi una piattaforma di prenotazione, l'indirizzo della tua pagina: i pulsanti «Prenota» porteranno lì. Lascia vuoto per ricevere le richieste con il modulo dei Contatti.",
    ),
  ),
  reviewsUrl: v.optional(
    httpsUrl(
      "Pagina delle tue recensioni",
      "Facoltativo: l'indirizzo della pagina pubblica con le recensioni del centro (per esempio su Google o su Facebook). Nella home comparirà il link «Leggi le recensioni».",
    ),
  ),
});

// ── servizi.json: the price list ─────────────────────────────────────────────

/**
 * What a client should know about a treatment: how to come, what to do after,
 * when not to have it. Each part is optional; Servizi shows them in a
 * disclosure under the treatment (or under the section's introduction).
 */
const notesSchema = v.pipe(
  v.object({
    before: v.optional(
      text("Prima del trattamento", "Per esempio: niente cera nelle quattro settimane prima."),
    ),
    after: v.optional(text("Dopo il trattamento", "Per esempio: niente sole diretto per 48 ore.")),
    contraindications: v.optional(
      text(
        "Controindicazioni",
        "Quando il trattamento non si fa, per esempio in gravidanza. Scrivi solo quello che sai per certo.",
      ),
    ),
  }),
  v.title("Note per chi prenota"),
  v.description(
    "Facoltative: compaiono su Servizi sotto «Da sapere prima di prenotare», ciascuna con il suo titolo.",
  ),
);

const durationSchema = v.pipe(
  v.object({
    time: line("Durata", "Come la legge chi visita il sito: per esempio 30 minuti."),
    description: text("Descrizione"),
    price: euro,
  }),
  v.title("Durata"),
);

/** Several sessions of a treatment at a price of their own (app/lib/price-list.ts). */
const packageSchema = v.pipe(
  v.object({
    sessions: v.pipe(
      wholeNumber("scrivi un numero intero di sedute, per esempio 6"),
      v.minValue(
        2,
        "un pacchetto ha almeno 2 sedute: per una seduta basta il prezzo del trattamento",
      ),
      v.maxValue(50, "al massimo 50 sedute"),
      v.title("Sedute"),
      v.description("Quante sedute comprende il pacchetto: per esempio 6."),
    ),
    price: v.pipe(
      euro,
      v.title("Prezzo del pacchetto (€)"),
      v.description("Il prezzo di tutte le sedute insieme, solo il numero: per esempio 150."),
    ),
    label: v.optional(
      line(
        "Nome del pacchetto",
        "Facoltativo: senza nome il sito scrive «Pacchetto da 6 sedute». Per un trattamento con più durate scrivi quale comprende, per esempio «5 massaggi da 60 minuti».",
      ),
    ),
  }),
  v.title("Pacchetto"),
);

type TreatmentPackage = v.InferOutput<typeof packageSchema>;

/** The lowest price of one session: the treatment's, or its shortest duration's. */
function sessionPrice(item: { price?: number; durations?: readonly { price: number }[] }) {
  return item.price ?? Math.min(...(item.durations ?? []).map((duration) => duration.price));
}

/** Packages that cost no more than one session: the owner wrote a session's price. */
function cheapPackages(item: {
  price?: number;
  durations?: readonly { price: number }[];
  packages?: readonly TreatmentPackage[];
}): TreatmentPackage[] {
  return (item.packages ?? []).filter((entry) => entry.price <= sessionPrice(item));
}

export const treatmentSchema = v.pipe(
  v.object({
    id: v.pipe(
      slug,
      v.title("Codice"),
      v.description(
        "Un nome breve e unico, senza spazi né accenti (per esempio pulizia-viso). Non cambiarlo dopo averlo creato.",
      ),
    ),
    title: line("Nome del trattamento"),
    description: text("Descrizione"),
    price: v.optional(euro),
    bookingUrl: v.optional(
      httpsUrl(
        "Prenotazione online di questo trattamento",
        "Facoltativo: l'indirizzo della pagina di questo trattamento sulla tua piattaforma di prenotazione.",
      ),
    ),
    durations: v.optional(
      v.pipe(
        v.array(durationSchema, "deve essere un elenco di durate"),
        v.title("Durate con il loro prezzo"),
        v.description(
          "Solo per un trattamento offerto in più durate, ciascuna con il suo prezzo: allora lascia vuoto il prezzo qui sopra.",
        ),
        meta({ summary: "{{fields.time}} · {{fields.price}} €" }),
      ),
    ),
    // The CMS leaves an empty list out of the file: missing means none.
    packages: v.optional(
      v.pipe(
        v.array(packageSchema, "deve essere un elenco di pacchetti"),
        v.title("Pacchetti di più sedute"),
        v.description(
          "Facoltativi: per esempio 6 sedute di laser a un prezzo più basso di 6 sedute singole. Compaiono sotto il trattamento, ciascuno con il suo «Prenota».",
        ),
        meta({ summary: "{{fields.sessions}} sedute · {{fields.price}} €" }),
      ),
    ),
    notes: v.optional(notesSchema),
  }),
  v.check(
    (item) =>
      (item.price === undefined) !== (item.durations === undefined || item.durations.length === 0),
    "serve un prezzo oppure un elenco di durate con i loro prezzi (non tutti e due, non nessuno)",
  ),
  v.check(
    (item) => cheapPackages(item).length === 0,
    (issue) => {
      const item = issue.input as Parameters<typeof cheapPackages>[0];
      return cheapPackages(item)
        .map(
          (entry) =>
            `il pacchetto da ${entry.sessions} sedute costa ${formatPrice(entry.price)}, non più di una seduta sola (${formatPrice(sessionPrice(item))}): scrivi il prezzo di tutte le sedute insieme`,
        )
        .join("; ");
    },
  ),
  v.check(
    (item) => !item.durations?.length || (item.packages ?? []).every((entry) => entry.label),
    "ha più durate: scrivi nel «Nome del pacchetto» di ogni pacchetto quale durata comprende (per esempio 5 massaggi da 60 minuti)",
  ),
  v.title("Trattamento"),
);

const priceGroupSchema = v.pipe(
  v.object({
    title: v.optional(line("Titolo del gruppo", "Per esempio Donna o Uomo. Facoltativo.")),
    namePrefix: v.optional(
      line(
        "Nome completo dei trattamenti",
        "Messo davanti al nome di ogni trattamento dove compare da solo (per esempio nei risultati di ricerca): «Epilazione con cera donna» fa di «Ascelle» «Epilazione con cera donna – Ascelle». Facoltativo.",
      ),
    ),
    // "Pulizia viso · 30 €"; a treatment priced by duration shows a dash.
    items: list(treatmentSchema, "Trattamenti", {
      summary: "{{fields.title}} · {{fields.price | default('—')}} €",
    }),
  }),
  v.title("Gruppo"),
);

const priceSectionSchema = v.pipe(
  v.object({
    id: v.pipe(
      slug,
      v.title("Codice della sezione"),
      v.description("Usato nell'indirizzo della sezione (/servizi#viso). Non cambiarlo."),
    ),
    title: line("Titolo della sezione"),
    intro: text("Introduzione"),
    note: v.optional(
      text("Nota in fondo", "Per esempio che sono disponibili pacchetti. Facoltativa."),
    ),
    notes: v.optional(
      v.pipe(
        notesSchema,
        v.description(
          "Facoltative, per le note che valgono per tutta la sezione (per esempio per ogni zona del laser): compaiono una volta, sotto l'introduzione.",
        ),
      ),
    ),
    groups: list(priceGroupSchema, "Gruppi di trattamenti", {
      // The title is optional: an untitled group (the first under Viso) still has a name.
      summary: "{{fields.title | default('Gruppo senza titolo')}}",
    }),
  }),
  v.title("Sezione"),
);

/**
 * The owner's terms for every package of the list: how long one lasts, and what
 * happens to the sessions a client cannot have (say, for health reasons).
 * Servizi writes the validity under each package and the terms once, after the
 * list (app/features/offers/package-terms.tsx).
 */
const packageTermsSchema = v.pipe(
  v.object({
    validityMonths: v.pipe(
      wholeNumber("scrivi un numero intero di mesi, per esempio 12"),
      v.minValue(1, "deve essere almeno 1 mese"),
      v.maxValue(60, "al massimo 60 mesi"),
      v.title("Validità (mesi)"),
      v.description(
        "Per quanti mesi dall'acquisto si possono fare le sedute di un pacchetto: sotto ogni pacchetto il sito scrive «Validità 12 mesi dall'acquisto». Per esempio 12.",
      ),
      meta({ default: "12" }),
    ),
    unusedSessions: text(
      "Sedute non fatte per motivi di salute",
      "Cosa succede se una cliente non può finire il pacchetto entro la scadenza per motivi di salute: per esempio, con un certificato medico sospendi la validità oppure rimborsi le sedute non fatte. Scrivi quello che fai davvero.",
    ),
  }),
  v.title("Condizioni dei pacchetti"),
  v.description(
    "Valgono per tutti i pacchetti del listino: sulla pagina Servizi compaiono una volta, dopo il listino, e ogni pacchetto ha il link per leggerle. Servono se nel listino c'è almeno un pacchetto.",
  ),
);

function duplicates(values: readonly string[]): string[] {
  return [...new Set(values.filter((value, index) => values.indexOf(value) !== index))];
}

export const serviziSchema = v.pipe(
  v.object({
    meta: pageMeta,
    title: line("Titolo della pagina"),
    lead: text("Introduzione"),
    sections: v.pipe(
      list(priceSectionSchema, "Sezioni del listino", {
        summary: "{{fields.title}}",
      }),
      v.check(
        (sections) => duplicates(sections.map((section) => section.id)).length === 0,
        (issue) =>
          `due sezioni hanno lo stesso codice (${duplicates((issue.input as { id: string }[]).map((section) => section.id)).join(", ")}): ogni codice dev'essere unico`,
      ),
      v.check(
        (sections) => duplicates(treatmentIds(sections)).length === 0,
        (issue) =>
          `due trattamenti hanno lo stesso codice (${duplicates(treatmentIds(issue.input as PriceSection[])).join(", ")}): ogni codice dev'essere unico`,
      ),
    ),
    packageTerms: v.optional(packageTermsSchema),
    cta: v.pipe(
      v.object({ text: text("Invito in fondo alla pagina"), button: buttonLabel() }),
      v.title("Invito a prenotare"),
    ),
  }),
  v.forward(
    v.partialCheck(
      [["sections"], ["packageTerms"]],
      (data) => data.packageTerms !== undefined || !hasPackages(data.sections),
      "nel listino ci sono pacchetti di più sedute, ma mancano le loro condizioni: compila «Condizioni dei pacchetti» (per quanti mesi vale un pacchetto e cosa succede alle sedute non fatte per motivi di salute), oppure togli i pacchetti",
    ),
    ["packageTerms"],
  ),
);

function treatmentIds(sections: readonly PriceSection[]): string[] {
  return sections.flatMap((section) =>
    section.groups.flatMap((group) => group.items.map((item) => item.id)),
  );
}

// ── home.json ────────────────────────────────────────────────────────────────

const titledText = (label: string) =>
  v.pipe(v.object({ title: line("Titolo"), text: text("Testo") }), v.title(label));

const pictureCard = (label: string) =>
  v.pipe(
    v.object({ title: line("Titolo"), text: text("Testo"), picture: pictureSchema }),
    v.title(label),
  );

const treatmentCard = v.pipe(
  v.object({
    title: line("Titolo"),
    text: text("Testo"),
    treatment: v.pipe(
      slug,
      v.title("Trattamento del listino"),
      v.description(
        "Il codice del trattamento di Servizi e prezzi di cui parla la scheda (per esempio pulizia-viso: lo trovi nel campo «Codice» del trattamento). La scheda ne mostra il nome e il prezzo («da» solo se ha più prezzi) e porta alla sua sezione del listino.",
      ),
      meta({
        relation: {
          file: "servizi",
          valueField: "sections.*.groups.*.items.*.id",
          displayField: "sections.*.groups.*.items.*.id",
          noun: "un trattamento del listino",
        },
      }),
    ),
    picture: pictureSchema,
  }),
  v.title("Trattamento in evidenza"),
);

/** A review the owner received and copies here, with the permission of whoever wrote it. */
const testimonialSchema = v.pipe(
  v.object({
    name: line(
      "Nome o iniziali",
      "Come preferisce chi l'ha scritta: per esempio Giulia R. oppure G. R.",
    ),
    text: text("Testo", "Le sue parole, come te le ha scritte: non correggerle e non inventarle."),
    date: v.optional(
      v.pipe(
        date("Data", "Facoltativa: quando te l'ha scritta. Sul sito compaiono mese e anno."),
        v.check((value) => value <= buildDay(), "è nel futuro: scrivi quando l'hai ricevuta"),
      ),
    ),
    treatment: v.optional(
      line("Trattamento", "Facoltativo: il trattamento di cui parla, per esempio Pulizia viso."),
    ),
  }),
  v.title("Recensione"),
);

export const homeSchema = v.object({
  meta: pageMeta,
  hero: v.pipe(
    v.object({
      heading: line("Titolo", "Sopra il titolo compaiono da soli il nome del centro e la città."),
      text: text("Testo"),
      contact: line("Testo del pulsante dei contatti", "Porta alla pagina Contatti."),
      cta: line("Testo del pulsante dei prezzi", "Porta al listino, nella pagina Servizi."),
      picture: pictureSchema,
    }),
    v.title("Apertura della pagina"),
  ),
  owner: v.pipe(
    v.object({
      heading: line("Titolo", "La riga piccola sopra il tuo nome, per esempio: Chi ti accoglie."),
      text: text("Testo", "Una o due frasi su di te."),
      cta: line("Testo del link", "Porta alla pagina Chi sono."),
    }),
    v.title("Chi ti accoglie"),
    v.description(
      "Subito dopo l'apertura della pagina. Il tuo nome e il tuo ritratto vengono da Dati del centro.",
    ),
  ),
  treatments: v.pipe(
    v.object({
      heading: line("Titolo"),
      lead: text("Introduzione"),
      cards: list(treatmentCard, "Trattamenti in evidenza", { summary: "{{fields.title}}" }),
      cta: buttonLabel(),
    }),
    v.title("Trattamenti"),
  ),
  testimonials: v.pipe(
    v.object({
      heading: line("Titolo", "Per esempio: Dicono di me."),
      // The CMS leaves an empty list out of the file: missing means none.
      items: v.optional(
        v.pipe(
          v.array(testimonialSchema, "deve essere un elenco"),
          v.title("Elenco delle recensioni"),
          v.description(
            "Solo recensioni vere, che hai ricevuto, e con il permesso di chi le ha scritte. Finché l'elenco è vuoto la sezione non compare, a meno che tu abbia indicato la pagina delle tue recensioni in Dati del centro.",
          ),
          meta({ summary: "{{fields.name}}" }),
        ),
        [],
      ),
    }),
    v.title("Recensioni"),
  ),
  machines: v.pipe(
    v.object({
      heading: line("Titolo"),
      lead: text("Introduzione"),
      carouselLabel: line("Nome del carosello per i lettori di schermo"),
      items: list(pictureCard("Macchinario"), "Elenco dei macchinari", {
        summary: "{{fields.title}}",
      }),
      cta: buttonLabel(),
    }),
    v.title("Macchinari"),
  ),
  safety: v.pipe(
    v.object({
      heading: line("Titolo"),
      lead: text("Introduzione"),
      practices: list(titledText("Regola"), "Regole di igiene", { summary: "{{fields.title}}" }),
    }),
    v.title("Igiene e sicurezza"),
  ),
});

// ── chi-sono.json ────────────────────────────────────────────────────────────

const certificationSchema = v.pipe(
  v.object({
    title: line("Titolo"),
    year: v.optional(
      v.pipe(
        v.string("deve essere un anno"),
        v.regex(/^(19|20)\d\d$/, "non è un anno: scrivilo con quattro cifre, per esempio 2016"),
        v.title("Anno"),
        v.description("Facoltativo: l'anno in cui l'hai conseguita. Compare accanto al titolo."),
      ),
    ),
    text: text("Testo", "Una riga su cosa hai imparato."),
  }),
  v.title("Certificazione o corso"),
);

export const chiSonoSchema = v.object({
  meta: pageMeta,
  title: line("Titolo della pagina"),
  lead: text("Introduzione"),
  experience: v.pipe(
    v.object({
      heading: line("Titolo"),
      role: line(
        "Sotto il tuo nome",
        "Una riga sotto il tuo nome e il tuo ritratto, per esempio: Estetista, titolare {del nome}.",
      ),
      paragraphs: list(text("Paragrafo"), "Paragrafi", {
        hint: "La tua storia, in breve. Il nome e il ritratto vengono da Dati del centro.",
      }),
    }),
    v.title("La mia storia"),
  ),
  certifications: v.pipe(
    v.object({
      heading: line("Titolo"),
      lead: text("Introduzione"),
      items: list(certificationSchema, "Certificazioni e corsi", {
        summary: "{{fields.title}}",
      }),
    }),
    v.title("Certificazioni e corsi"),
  ),
  values: v.pipe(
    v.object({
      heading: line("Titolo"),
      paragraphs: list(text("Paragrafo"), "Paragrafi"),
      items: list(titledText("Valore"), "Valori", {
        hint: "Per ogni valore una riga breve: compaiono in due colonne.",
        summary: "{{fields.title}}",
      }),
    }),
    v.title("I miei valori"),
  ),
  contactCta: v.pipe(
    v.object({ heading: line("Titolo"), text: text("Testo"), cta: buttonLabel() }),
    v.title("Invito a contattarti"),
  ),
});

// ── galleria.json ────────────────────────────────────────────────────────────

const galleryItemSchema = v.pipe(
  v.object({ title: line("Didascalia"), picture: pictureSchema }),
  v.title("Immagine della galleria"),
);

const gallerySchema = (label: string) =>
  v.pipe(
    v.object({
      heading: line("Titolo"),
      lead: text("Introduzione"),
      carouselLabel: line("Nome del carosello per i lettori di schermo"),
      items: list(galleryItemSchema, "Immagini", {
        summary: "{{fields.title}}",
        thumbnail: "picture.photo",
      }),
    }),
    v.title(label),
  );

export const galleriaSchema = v.object({
  meta: pageMeta,
  title: line("Titolo della pagina"),
  lead: text("Introduzione"),
  treatments: v.pipe(
    v.object({ ...gallerySchema("").entries, link: buttonLabel("Testo del link ai servizi") }),
    v.title("Galleria dei trattamenti"),
  ),
  interiors: gallerySchema("Galleria del centro"),
});

// ── contatti.json ────────────────────────────────────────────────────────────

export const contattiSchema = v.object({
  meta: pageMeta,
  title: line("Titolo della pagina"),
  lead: text("Introduzione"),
  contactsHeading: line("Titolo dei recapiti", "Sopra e-mail e telefono."),
  addressHeading: line("Titolo dell'indirizzo", "Sopra l'indirizzo."),
  hoursHeading: line("Titolo degli orari"),
  form: v.pipe(
    v.object({ heading: line("Titolo del modulo"), intro: text("Testo sopra il modulo") }),
    v.title("Modulo di contatto"),
  ),
});

// ── policy.json ──────────────────────────────────────────────────────────────

const blockType = <T extends string>(type: T) =>
  v.pipe(v.literal(type), v.title("Tipo di blocco"), meta({ widget: "hidden" }));

/** A paragraph or list shown only when the site has its subject (app/lib/policy-conditions.ts). */
const blockCondition = v.optional(
  v.pipe(
    v.picklist(
      policyConditions,
      `non è una condizione conosciuta: usa una di ${policyConditions.join(", ")}`,
    ),
    v.title("Mostra solo se"),
    v.description(
      "Facoltativo: il blocco compare solo se è vero, per esempio solo se rispondi su WhatsApp. Vuoto: compare sempre.",
    ),
    meta({ optionLabels: policyConditionLabels }),
  ),
);

const policyBlockSchema = v.variant(
  "type",
  [
    v.pipe(
      v.object({
        type: blockType("paragraph"),
        text: text(
          "Paragrafo",
          "Per un link scrivi [testo](https://indirizzo). {email} e {telefono} diventano i recapiti del centro, cliccabili; {hosting} il fornitore che pubblica il sito; {posta} quello della tua casella di posta.",
        ),
        when: blockCondition,
      }),
      v.title("Paragrafo"),
    ),
    v.pipe(
      v.object({
        type: blockType("list"),
        items: list(text("Punto"), "Punti"),
        when: blockCondition,
      }),
      v.title("Elenco puntato"),
    ),
    v.pipe(
      v.object({ type: blockType("controller") }),
      v.title("Dati del titolare"),
      v.description(
        "Titolare, impresa, sede, P.IVA, numero REA (se c'è), e-mail e telefono, presi dai dati del centro.",
      ),
    ),
  ],
  "non è un tipo di blocco conosciuto: usa un paragrafo, un elenco o i dati del titolare",
);

export const policySchema = v.object({
  meta: pageMeta,
  title: line("Titolo della pagina"),
  lead: text("Sottotitolo"),
  intro: text("Introduzione"),
  sections: list(
    v.pipe(
      v.object({
        title: line("Titolo della sezione"),
        blocks: list(policyBlockSchema, "Contenuto"),
      }),
      v.title("Sezione"),
    ),
    "Sezioni",
    { summary: "{{fields.title}}" },
  ),
  lastUpdated: v.pipe(
    v.string("deve essere una data"),
    v.isoDate("non è una data: scrivila come 2026-11-22 (anno-mese-giorno)"),
    v.title("Data dell'ultimo aggiornamento"),
    v.description("Aggiornala quando cambi l'informativa."),
    meta({ widget: "date" }),
  ),
});

// ── offerte.json: offers with dates ──────────────────────────────────────────

/** A treatment of the price list, by its code (app/model/load.server.ts checks it is there). */
const offerTreatment = v.pipe(
  slug,
  v.title("Codice del trattamento"),
  meta({
    relation: {
      file: "servizi",
      valueField: "sections.*.groups.*.items.*.id",
      displayField: "sections.*.groups.*.items.*.id",
      noun: "un trattamento del listino",
    },
  }),
);

const offerPrices = ["price", "percentOff", "amountOff"] as const;

const offerSchema = v.pipe(
  v.object({
    title: line("Titolo dell'offerta", "Breve: per esempio Natale laser o Mani e piedi insieme."),
    text: text("Testo", "Una o due frasi: che cosa comprende e per chi."),
    treatments: v.pipe(
      v.array(offerTreatment, "deve essere un elenco di codici di trattamenti"),
      v.minLength(1, "è vuoto: indica almeno un trattamento"),
      v.check(
        (codes) => duplicates(codes).length === 0,
        (issue) =>
          `${duplicates(issue.input as string[]).join(", ")} compare due volte: scrivi ogni trattamento una volta sola`,
      ),
      v.title("Trattamenti in offerta"),
      v.description(
        "Il «Codice» di ogni trattamento del listino in offerta (per esempio laser-ascelle). Sulla pagina Servizi l'offerta compare accanto a ciascuno.",
      ),
    ),
    price: v.optional(
      v.pipe(
        euro,
        v.title("Prezzo dell'offerta (€)"),
        v.description(
          "Il prezzo in offerta, solo il numero. Con più trattamenti è il prezzo di tutti insieme. Scrivi questo oppure uno dei due sconti, non più d'uno.",
        ),
      ),
    ),
    percentOff: v.optional(
      v.pipe(
        wholeNumber("scrivi solo il numero intero, senza %: per esempio 20"),
        v.minValue(1, "è meno di 1: scrivi una percentuale da 1 a 99"),
        v.maxValue(99, "è più di 99: scrivi una percentuale da 1 a 99"),
        v.title("Sconto in percentuale (%)"),
        v.description(
          "Per esempio 20 per il 20% in meno su ogni prezzo dei trattamenti in offerta (e su ogni durata).",
        ),
      ),
    ),
    amountOff: v.optional(
      v.pipe(
        euro,
        v.minValue(1, "è meno di 1 €: scrivi lo sconto in euro, per esempio 10"),
        v.title("Sconto in euro (€)"),
        v.description("Per esempio 10 per 10 € in meno su ogni prezzo dei trattamenti in offerta."),
      ),
    ),
    from: date(
      "Dal",
      "Il primo giorno dell'offerta: prima non compare. Il prezzo barrato è quello del listino, e per legge dev'essere il più basso dei 30 giorni prima di questo giorno: se in quei giorni l'hai alzato, il sito si ferma e ti dice da quale giorno l'offerta può cominciare.",
    ),
    to: date(
      "Al (compreso)",
      `L'ultimo giorno dell'offerta: dal giorno dopo sparisce da sola dal sito. ${laterThanFrom}`,
    ),
  }),
  v.check(
    (offer) => offerPrices.filter((key) => offer[key] !== undefined).length === 1,
    "scrivi uno solo tra «Prezzo dell'offerta (€)», «Sconto in percentuale (%)» e «Sconto in euro (€)»",
  ),
  v.check(
    (offer) => offer.from <= offer.to,
    (issue) => {
      const { from, to } = issue.input as { from: string; to: string };
      return `finisce prima di cominciare: «Al (compreso)» ${to} viene prima di «Dal» ${from}`;
    },
  ),
  v.title("Offerta"),
);

export const offerteSchema = v.object({
  heading: line("Titolo delle offerte in home", "Per esempio: Offerte del momento."),
  // The CMS leaves an empty list out of the file: missing means none.
  offers: v.optional(
    v.pipe(
      v.array(offerSchema, "deve essere un elenco di offerte"),
      v.title("Offerte"),
      v.description(
        "Ogni offerta compare in home e accanto ai suoi trattamenti su Servizi solo dal primo all'ultimo giorno, da sola, con il prezzo del listino barrato. Per legge quel prezzo dev'essere il più basso dei 30 giorni prima dell'offerta: non alzare il prezzo di un trattamento nel mese prima di metterlo in offerta. Quando un'offerta è finita puoi cancellarla.",
      ),
      meta({ summary: "{{fields.title}} ({{fields.from}} – {{fields.to}})" }),
    ),
    [],
  ),
});

// ── buoni-regalo.json: gift vouchers ────────────────────────────────────────
// The page /buoni-regalo (and the owner's printable voucher) exists only while
// `offered` is on: app/model/pages.ts. The rules are app/features/vouchers/vouchers.ts; what no
// field can check alone (a duration of the right treatment) is
// app/features/vouchers/voucher-checks.server.ts.

const wholeEuro = (label: string, hint = "") =>
  v.pipe(
    wholeNumber("scrivi un numero intero di euro, senza € e senza centesimi: per esempio 50"),
    v.minValue(1, "deve essere almeno 1 €"),
    v.maxValue(10_000, "al massimo 10000 €"),
    v.title(label),
    v.description(hint),
  );

const voucherTreatmentSchema = v.pipe(
  v.object({
    treatment: v.pipe(
      slug,
      v.title("Trattamento del listino"),
      v.description(
        "Il codice del trattamento di Servizi e prezzi (per esempio pulizia-viso: lo trovi nel campo «Codice» del trattamento). Il buono ne mostra il nome e il prezzo del listino.",
      ),
      meta({
        relation: {
          file: "servizi",
          valueField: "sections.*.groups.*.items.*.id",
          displayField: "sections.*.groups.*.items.*.id",
          noun: "un trattamento del listino",
        },
      }),
    ),
    duration: v.optional(
      line(
        "Durata",
        "Solo per un trattamento con più durate, ciascuna con il suo prezzo (per esempio il massaggio): scrivi quale vale il buono, come nel listino, per esempio 60 minuti. Per gli altri trattamenti lascia vuoto.",
      ),
    ),
  }),
  v.title("Trattamento"),
);

const voucherCommon = {
  title: line(
    "Nome del buono",
    "Come compare sul sito e nella richiesta: per esempio Buono da 50 € oppure Coccola viso e mani.",
  ),
  text: v.optional(text("Descrizione", "Facoltativa: una o due frasi su questo buono.")),
  picture: v.optional(
    v.pipe(
      pictureSchema,
      v.description("Facoltativa: una foto del buono o del trattamento, in 4:3."),
    ),
  ),
  paymentUrl: v.optional(
    v.pipe(
      v.string("deve essere un indirizzo web"),
      v.trim(),
      v.regex(
        paymentUrlPattern,
        "non è un link di pagamento di Stripe, SumUp o PayPal completo, che inizia con https:// (per esempio https://buy.stripe.com/…): il sito sa descrivere nell'informativa privacy solo questi tre servizi",
      ),
      v.title("Link di pagamento"),
      v.description(
        "Facoltativo: il link di pagamento di questo buono su Stripe, SumUp o PayPal (inizia con https://). Se c'è, il buono si compra lì con il pulsante «Acquista»; se manca, chi visita il sito lo chiede con il modulo o su WhatsApp e tu rispondi per il pagamento.",
      ),
    ),
  ),
};

const voucherType = <T extends string>(type: T) =>
  v.pipe(v.literal(type), v.title("Tipo di buono"), meta({ widget: "hidden" }));

const voucherOptionSchema = v.pipe(
  v.variant(
    "type",
    [
      v.pipe(
        v.object({
          type: voucherType("amount"),
          title: voucherCommon.title,
          amount: v.pipe(
            eurosAndCents(),
            v.minValue(1, "deve essere almeno 1 €"),
            v.title("Importo (€)"),
            v.description("Solo il numero, senza €: per esempio 50."),
          ),
          text: voucherCommon.text,
          picture: voucherCommon.picture,
          paymentUrl: voucherCommon.paymentUrl,
        }),
        v.title("Buono a valore"),
        meta({ summary: "{{fields.title}}" }),
      ),
      v.pipe(
        v.object({
          type: voucherType("treatments"),
          title: voucherCommon.title,
          treatments: list(voucherTreatmentSchema, "Trattamenti", {
            hint: "Uno o più trattamenti del listino: il sito somma i loro prezzi e mostra il totale.",
            summary: "{{fields.treatment}} {{fields.duration}}",
          }),
          text: voucherCommon.text,
          picture: voucherCommon.picture,
          paymentUrl: voucherCommon.paymentUrl,
        }),
        v.title("Buono trattamenti"),
        meta({ summary: "{{fields.title}}" }),
      ),
    ],
    "non è un tipo di buono conosciuto: scegli «Buono a valore» o «Buono trattamenti»",
  ),
  // «Aggiungi Buono» in the CMS.
  v.title("Buono"),
);

export const buoniRegaloSchema = v.pipe(
  v.object({
    offered: v.pipe(
      v.boolean("deve essere sì o no"),
      v.title("Offri i buoni regalo sul sito"),
      v.description(
        "Acceso: la pagina Buoni regalo è nel menu, nel piè di pagina e nel sito. Spento: la pagina non c'è e nessun link porta lì; quello che scrivi qui sotto resta salvato per la prossima volta.",
      ),
      meta({ default: true }),
    ),
    meta: pageMeta,
    title: line("Titolo della pagina"),
    lead: text("Introduzione"),
    // The CMS leaves an empty list out of the file: missing means none.
    options: v.optional(
      v.pipe(
        v.array(voucherOptionSchema, "deve essere un elenco di buoni"),
        v.title("Buoni"),
        v.description(
          "I buoni che offri, nell'ordine in cui compaiono: un importo (per esempio 50 €) oppure uno o più trattamenti del listino.",
        ),
        meta({ summary: "{{fields.title}}" }),
      ),
      [],
    ),
    freeAmount: v.optional(
      v.pipe(
        v.object({
          min: wholeEuro("Importo minimo (€)", "Per esempio 20."),
          max: wholeEuro("Importo massimo (€)", "Per esempio 300."),
        }),
        v.check(
          ({ min, max }) => min <= max,
          (issue) => {
            const { min, max } = issue.input as { min: number; max: number };
            return `l'importo minimo (${min} €) è più alto del massimo (${max} €): scrivi prima il più basso`;
          },
        ),
        v.title("Importo a scelta"),
        v.description(
          "Facoltativo: compilalo per lasciare scegliere l'importo a chi regala, tra un minimo e un massimo in euro interi. Lascialo vuoto per offrire solo i buoni dell'elenco.",
        ),
      ),
    ),
    validityMonths: v.pipe(
      wholeNumber("scrivi un numero intero di mesi, per esempio 12"),
      v.minValue(1, "deve essere almeno 1 mese"),
      v.maxValue(60, "al massimo 60 mesi"),
      v.title("Validità (mesi)"),
      v.description(
        "Per quanti mesi vale un buono dalla data in cui lo emetti: il sito lo scrive nelle condizioni. Per esempio 12.",
      ),
      meta({ default: "12" }),
    ),
    payment: v.pipe(
      v.picklist(
        requestPayments,
        "scegli come ti pagano i buoni chiesti con il modulo: con bonifico bancario, in centro, o l'uno o l'altro",
      ),
      v.title("Pagamento dei buoni chiesti con il modulo"),
      v.description(
        "Come ti pagano i buoni senza link di pagamento, che ti chiedono con il modulo o su WhatsApp: il sito lo scrive nelle informazioni prima dell'acquisto. Per farti pagare un buono online, dagli il suo «Link di pagamento».",
      ),
      meta({ optionLabels: requestPaymentLabels, default: "bonifico-o-in-centro" }),
    ),
    deliveryDays: v.pipe(
      wholeNumber("scrivi un numero intero di giorni, per esempio 3"),
      v.minValue(1, "deve essere almeno 1 giorno"),
      v.maxValue(30, "al massimo 30 giorni"),
      v.title("Consegna entro (giorni lavorativi)"),
      v.description(
        "Entro quanti giorni lavorativi dal pagamento il buono è pronto da ritirare in centro o arriva per e-mail: il sito lo scrive nelle informazioni prima dell'acquisto, ed è un impegno. Per esempio 3.",
      ),
      meta({ default: "3" }),
    ),
    terms: list(text("Condizione"), "Condizioni", {
      hint: "Le tue condizioni, una per voce: per esempio come si usa il buono. Il sito scrive da sé, prima delle tue, la validità (dal campo qui sopra), i 14 giorni per il recesso e che un buono per un trattamento tolto dal listino o non adatto a chi lo riceve vale per altri trattamenti dello stesso valore: non ripeterli, e non scrivere niente che li contraddica.",
    }),
    form: v.pipe(
      v.object({
        heading: line("Titolo del modulo"),
        intro: text("Testo sopra il modulo"),
      }),
      v.title("Modulo di richiesta"),
    ),
  }),
  v.forward(
    v.partialCheck(
      [["offered"], ["options"], ["freeAmount"]],
      (data) => !data.offered || data.options.length > 0 || data.freeAmount !== undefined,
      "offri i buoni regalo, ma non ce n'è nessuno: aggiungi un buono all'elenco (o compila «Importo a scelta»), oppure spegni «Offri i buoni regalo sul sito»",
    ),
    ["options"],
  ),
);

// ── The files ────────────────────────────────────────────────────────────────

/** Every file under content/, with its schema and its name in the CMS. */
export const contentFiles = {
  salon: { label: "Dati del centro e orari", schema: salonSchema },
  servizi: { label: "Servizi e prezzi", schema: serviziSchema },
  offerte: { label: "Offerte", schema: offerteSchema },
  "buoni-regalo": { label: "Buoni regalo", schema: buoniRegaloSchema },
  home: { label: "Home", schema: homeSchema },
  "chi-sono": { label: "Chi sono", schema: chiSonoSchema },
  galleria: { label: "Galleria", schema: galleriaSchema },
  contatti: { label: "Contatti", schema: contattiSchema },
  policy: { label: "Informativa sulla privacy", schema: policySchema },
} as const;

export type ContentFileName = keyof typeof contentFiles;

export type Salon = v.InferOutput<typeof salonSchema>;
export type OpeningDay = Salon["openingHours"][number];
export type OpeningInterval = OpeningDay["intervals"][number];
export type Picture = v.InferOutput<typeof pictureSchema>;
export type Treatment = v.InferOutput<typeof treatmentSchema>;
export type PriceGroup = v.InferOutput<typeof priceGroupSchema>;
export type PriceSection = v.InferOutput<typeof priceSectionSchema>;
export type Servizi = v.InferOutput<typeof serviziSchema>;
export type Home = v.InferOutput<typeof homeSchema>;
export type ChiSono = v.InferOutput<typeof chiSonoSchema>;
export type Galleria = v.InferOutput<typeof galleriaSchema>;
export type Contatti = v.InferOutput<typeof contattiSchema>;
export type Policy = v.InferOutput<typeof policySchema>;
export type PolicyBlock = Policy["sections"][number]["blocks"][number];
export type Offerte = v.InferOutput<typeof offerteSchema>;
export type BuoniRegalo = v.InferOutput<typeof buoniRegaloSchema>;
export type VoucherOption = BuoniRegalo["options"][number];

export interface Content {
  salon: Salon;
  servizi: Servizi;
  home: Home;
  "chi-sono": ChiSono;
  galleria: Galleria;
  contatti: Contatti;
  policy: Policy;
  offerte: Offerte;
  "buoni-regalo": BuoniRegalo;
}
