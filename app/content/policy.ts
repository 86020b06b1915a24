// The privacy notice (art. 13 GDPR) for this site: what the contact form asks,
// who receives it, for how long, and the visitor's rights. The controller's
// facts come from salon.ts, so the notice follows the owner's real details.
import { formatAddress } from "../lib/format-address";
import { toInternationalPhone } from "../lib/salon-facts";
import { salon } from "./salon";

/** A link inside a paragraph: an e-mail address, a phone number, a web page. */
export interface PolicyLink {
  text: string;
  href: string;
}

/** Text with links in it, as consecutive pieces. */
export type PolicyText = readonly (string | PolicyLink)[];

export type PolicyBlock =
  | { kind: "paragraph"; text: PolicyText }
  | { kind: "list"; items: readonly string[] }
  /** Labelled facts, such as the controller's details. */
  | { kind: "facts"; facts: readonly { label: string; value: string | PolicyLink }[] };

export interface PolicySection {
  /** Shown before the title: "1. Titolare del trattamento". */
  number: number;
  title: string;
  blocks: readonly PolicyBlock[];
}

function paragraph(...text: (string | PolicyLink)[]): PolicyBlock {
  return { kind: "paragraph", text };
}

function list(...items: string[]): PolicyBlock {
  return { kind: "list", items };
}

const emailLink: PolicyLink = { text: salon.email, href: `mailto:${salon.email}` };
const phoneLink: PolicyLink = {
  text: salon.mobile,
  href: `tel:${toInternationalPhone(salon.mobile)}`,
};

export const policyIntro = {
  title: "Informativa sulla privacy",
  lead: "Informativa sul trattamento dei dati personali ai sensi dell'art. 13 del Regolamento (UE) 2016/679 (GDPR).",
  text: `Questa pagina spiega in modo semplice quali dati personali tratta ${salon.name} quando visiti il sito o ci scrivi con il modulo di contatto, perché li trattiamo, per quanto tempo li conserviamo e quali sono i tuoi diritti.`,
} as const;

export const policySections: readonly PolicySection[] = [
  {
    number: 1,
    title: "Titolare del trattamento",
    blocks: [
      paragraph(
        "Il titolare del trattamento, cioè chi decide perché e come vengono trattati i tuoi dati, è:",
      ),
      {
        kind: "facts",
        facts: [
          { label: "Titolare", value: salon.name },
          { label: "Sede", value: formatAddress(salon.address) },
          { label: "P.IVA", value: salon.vatNumber },
          { label: "E-mail", value: emailLink },
          { label: "Telefono", value: phoneLink },
        ],
      },
      paragraph(
        "Per qualsiasi domanda su questa informativa o sul trattamento dei tuoi dati puoi scriverci all'indirizzo e-mail indicato sopra.",
      ),
    ],
  },
  {
    number: 2,
    title: "Dati raccolti",
    blocks: [
      paragraph(
        "Con il modulo di contatto ti chiediamo soltanto il nome e cognome e l'indirizzo e-mail (da scrivere due volte, per evitare errori di battitura), oltre al testo del messaggio che scegli di scriverci.",
      ),
      paragraph(
        "Ti chiediamo di non inserire nel messaggio dati che rientrano nelle categorie particolari indicate dall'art. 9 GDPR, come informazioni sul tuo stato di salute: se per un trattamento servono notizie di questo tipo, ne parleremo di persona, con la massima riservatezza.",
      ),
      paragraph(
        "Il sito non raccoglie altri dati: non prevede account né registrazioni e non usa cookie.",
      ),
      paragraph(
        "Come per qualsiasi sito, il fornitore che lo ospita (hosting) può registrare nei log tecnici del server alcuni dati di connessione, come l'indirizzo IP, la data e l'ora della richiesta e il tipo di browser, al solo scopo di garantire la sicurezza e il corretto funzionamento del servizio. Non usiamo questi dati per identificarti né per profilarti.",
      ),
    ],
  },
  {
    number: 3,
    title: "Finalità e base giuridica",
    blocks: [
      paragraph(
        "Usiamo i dati che ci invii esclusivamente per rispondere alla tua richiesta, ad esempio per darti informazioni su trattamenti e prezzi o per fissare un appuntamento. Le basi giuridiche del trattamento sono:",
      ),
      list(
        "l'esecuzione di misure precontrattuali adottate su tua richiesta, cioè la risposta al tuo messaggio (art. 6, par. 1, lett. b, GDPR);",
        "il consenso che esprimi spuntando l'apposita casella prima dell'invio (art. 6, par. 1, lett. a, GDPR), che puoi revocare in qualsiasi momento: la revoca non pregiudica la liceità del trattamento svolto prima;",
        "per i soli log tecnici del server, il legittimo interesse a proteggere il sito da abusi e attacchi informatici (art. 6, par. 1, lett. f, GDPR).",
      ),
      paragraph(
        "Fornire i dati è facoltativo, ma senza nome, e-mail e consenso non possiamo ricevere il tuo messaggio né risponderti: in alternativa puoi sempre chiamarci o passare al centro.",
      ),
      paragraph(
        "I tuoi dati non sono usati per newsletter, comunicazioni promozionali o profilazione, né sono oggetto di decisioni basate unicamente su un trattamento automatizzato.",
      ),
    ],
  },
  {
    number: 4,
    title: "Destinatari e trasferimento dei dati",
    blocks: [
      paragraph(
        "Il messaggio che invii con il modulo ci viene recapitato per e-mail attraverso il servizio EmailJS, fornito da EmailJS Pte. Ltd., con sede a Singapore, che agisce come responsabile del trattamento per nostro conto (art. 28 GDPR). EmailJS riceve i dati del modulo solo quando premi il pulsante di invio e li tratta unicamente per consegnarci il messaggio.",
      ),
      paragraph(
        "Poiché EmailJS ha sede fuori dall'Unione europea, i dati possono essere trasferiti in un Paese terzo. Il trasferimento avviene nel rispetto degli artt. 44–49 GDPR, con garanzie adeguate come le clausole contrattuali standard approvate dalla Commissione europea. Puoi chiederci una copia di queste garanzie scrivendo a ",
        emailLink,
        ".",
      ),
      paragraph(
        "I dati possono essere trattati anche dal nostro fornitore di posta elettronica, nella cui casella arriva il messaggio, e dal fornitore di hosting del sito per i log tecnici, entrambi in qualità di responsabili del trattamento.",
      ),
      paragraph(
        "All'interno del centro i dati sono accessibili solo al titolare e al personale autorizzato. Non vendiamo i tuoi dati, non li cediamo a terzi e non li comunichiamo a nessuno per finalità di marketing; possiamo comunicarli alle autorità solo quando la legge lo impone.",
      ),
    ],
  },
  {
    number: 5,
    title: "Conservazione",
    blocks: [
      paragraph(
        "Conserviamo i dati che ci invii per il tempo necessario a rispondere e a gestire la tua richiesta e, in ogni caso, per non più di 12 mesi dall'ultimo contatto; trascorso questo periodo li cancelliamo. Se revochi il consenso o ci chiedi di cancellarli, lo facciamo prima.",
      ),
      paragraph(
        "Se dalla richiesta nasce un rapporto con il centro, ad esempio perché prenoti un trattamento, conserviamo i dati necessari per tutta la durata del rapporto e, al suo termine, per il tempo richiesto dagli obblighi di legge (ad esempio 10 anni per i documenti fiscali). In quel caso riceverai al centro un'informativa dedicata.",
      ),
    ],
  },
  {
    number: 6,
    title: "Diritti dell'interessato",
    blocks: [
      paragraph(
        "In qualsiasi momento, alle condizioni previste dagli artt. 15–22 GDPR, hai il diritto di:",
      ),
      list(
        "accedere ai tuoi dati e riceverne una copia (diritto di accesso, art. 15);",
        "correggerli se sono inesatti o completarli se sono incompleti (diritto di rettifica, art. 16);",
        "ottenerne la cancellazione (diritto alla cancellazione, art. 17);",
        "chiedere che il loro trattamento sia limitato (diritto di limitazione, art. 18);",
        "ricevere i dati che ci hai fornito in un formato strutturato, di uso comune e leggibile da dispositivo automatico, e trasmetterli a un altro titolare (diritto alla portabilità, art. 20);",
        "opporti, per motivi legati alla tua situazione particolare, al trattamento basato sul legittimo interesse (diritto di opposizione, art. 21);",
        "revocare il consenso in qualsiasi momento, senza pregiudicare la liceità del trattamento svolto prima della revoca (art. 7, par. 3).",
      ),
      paragraph(
        "Per esercitare i tuoi diritti basta scrivere a ",
        emailLink,
        ". Ti risponderemo senza ingiustificato ritardo e comunque entro un mese dalla richiesta, come previsto dall'art. 12 GDPR.",
      ),
      paragraph(
        "Se ritieni che il trattamento dei tuoi dati violi il GDPR, hai il diritto di proporre reclamo al ",
        {
          text: "Garante per la protezione dei dati personali",
          href: "https://www.garanteprivacy.it",
        },
        " (art. 77 GDPR) o di rivolgerti all'autorità giudiziaria.",
      ),
    ],
  },
  {
    number: 7,
    title: "Minori",
    blocks: [
      paragraph(
        "Per inviarci un messaggio senza il consenso di un genitore devi avere almeno 16 anni. Se hai meno di 16 anni, chiedi a un genitore o a chi esercita la responsabilità genitoriale di scriverci al posto tuo o insieme a te.",
      ),
      paragraph(
        "Se veniamo a sapere di aver ricevuto dati di una persona con meno di 16 anni senza questo consenso, li cancelliamo.",
      ),
    ],
  },
  {
    number: 8,
    title: "Cookie e modifiche all'informativa",
    blocks: [
      paragraph(
        "Questo sito non usa cookie, né strumenti di analisi statistica o di tracciamento: per questo non trovi alcun banner dei cookie. I caratteri tipografici sono ospitati sul nostro stesso server e, mentre navighi, non viene caricato alcun contenuto di terze parti, come mappe, video o pulsanti dei social network. Il sito contatta EmailJS soltanto quando premi il pulsante di invio del modulo.",
      ),
      paragraph(
        "Potremmo aggiornare questa informativa, ad esempio se cambiano i servizi usati dal sito o le norme applicabili. La versione in vigore è sempre pubblicata in questa pagina, con la data dell'ultimo aggiornamento.",
      ),
    ],
  },
];

export const lastUpdated = "Ultimo aggiornamento: 22 novembre 2026";
