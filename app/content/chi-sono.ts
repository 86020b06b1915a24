// The owner introduces herself, in the first person: experience, training, values.
import type { CardListItem } from "../components/card-list";
import { paths } from "./pages";
import { salon } from "./salon";

export const chiSonoIntro = {
  title: "Chi sono",
  lead: "Da oltre dieci anni mi prendo cura della bellezza e del benessere delle mie clienti, con passione, aggiornamento continuo e tanta attenzione alla persona.",
} as const;

export const experience = {
  heading: "La mia esperienza",
  paragraphs: [
    "Sono un'estetista qualificata e lavoro nell'estetica professionale da oltre 10 anni. Ho iniziato in centri estetici e spa, dove ho imparato quanto contino la precisione del gesto e l'ascolto di chi si affida a noi.",
    "Negli anni mi sono specializzata nei trattamenti viso, nel massaggio e nell'epilazione laser, seguendo corsi di formazione e aggiornandomi sulle tecnologie più efficaci e sicure.",
    `Oggi porto questa esperienza in ${salon.name}, dove accanto a me lavora personale qualificato e sempre aggiornato. Ogni percorso nasce da un colloquio con te ed è pensato su misura per la tua pelle, il tuo corpo e le tue esigenze.`,
  ],
} as const;

export const certifications = {
  heading: "Certificazioni e corsi",
  lead: "La formazione non finisce mai: questi sono i titoli e i corsi che mi permettono di offrirti trattamenti sicuri ed efficaci.",
  items: [
    {
      title: "Diploma di qualifica professionale di estetista",
      text: "Due anni di formazione tra anatomia, dermatologia, cosmetologia e tecniche dei trattamenti viso e corpo.",
    },
    {
      title: "Abilitazione all'esercizio autonomo dell'attività di estetista",
      text: "Il terzo anno di specializzazione, con l'esame finale che abilita a dirigere un centro estetico in proprio.",
    },
    {
      title: "Corso di epilazione con laser a diodo e sicurezza laser",
      text: "Funzionamento del laser, valutazione del fototipo, scelta dei parametri e norme di sicurezza per chi esegue il trattamento e per chi lo riceve.",
    },
    {
      title: "Corso di microneedling e trattamenti viso avanzati",
      text: "Protocolli per stimolare il rinnovamento della pelle, con attenzione a indicazioni, controindicazioni e asepsi.",
    },
    {
      title: "Corso di laminazione di ciglia e sopracciglia",
      text: "Laminazione, tinta e cura di ciglia e sopracciglia, per uno sguardo naturale che dura fino a 8 settimane.",
    },
    {
      title: "Corso di massaggio con pietre calde",
      text: "Uso delle pietre laviche riscaldate, controllo della temperatura e sequenze di massaggio per un rilassamento profondo.",
    },
    {
      title: "Corso sulle tecnologie per il corpo",
      text: "Pressoterapia, lipolaser e vacuum: impiego corretto e sicuro delle apparecchiature per il rimodellamento e il benessere delle gambe.",
    },
    {
      title: "Corso di igiene, sterilizzazione e primo soccorso",
      text: "Sanificazione degli ambienti, sterilizzazione degli strumenti in autoclave e gestione delle emergenze in cabina.",
    },
  ],
} as const satisfies { heading: string; lead: string; items: readonly CardListItem[] };

export const values = {
  heading: "I miei valori",
  paragraphs: [
    "Affidarsi a un'estetista è un gesto di fiducia. Per questo il mio lavoro si fonda su principi chiari, che ritrovi in ogni dettaglio del centro: dall'accoglienza alla scelta dei prodotti, dal primo consiglio all'ultimo ritocco.",
  ],
  items: [
    {
      title: "Professionalità e qualità",
      text: "Metto competenza e cura in ogni trattamento e scelgo solo prodotti e apparecchiature di qualità.",
    },
    {
      title: "Igiene e sicurezza",
      text: "Strumenti sterilizzati, materiale monouso e cabine igienizzate dopo ogni cliente, perché la tua salute viene prima di tutto.",
    },
    {
      title: "Accoglienza e comfort",
      text: "Voglio che tu ti senta a tuo agio dal primo momento, in un ambiente caldo, tranquillo e riservato.",
    },
    {
      title: "Innovazione",
      text: "Mi aggiorno di continuo su tecniche e tecnologie, per offrirti trattamenti moderni ed efficaci.",
    },
    {
      title: "Personalizzazione",
      text: "Ogni percorso nasce dall'ascolto delle tue esigenze ed è adattato alla tua pelle e al tuo corpo.",
    },
    {
      title: "Efficacia dei trattamenti",
      text: "Ti propongo solo trattamenti di cui conosco i risultati, con obiettivi realistici che condividiamo insieme.",
    },
    {
      title: "Riservatezza",
      text: "Ciò che mi racconti resta tra noi, custodito con la massima discrezione.",
    },
    {
      title: "Precisione",
      text: "Curo ogni dettaglio con gesti accurati, dalla forma di un sopracciglio ai parametri del laser.",
    },
    {
      title: "Benessere generale",
      text: "Per me la bellezza va di pari passo con il benessere: ogni trattamento è anche un momento di relax tutto per te.",
    },
    {
      title: "Trasparenza e fiducia",
      text: "Prezzi chiari e consigli sinceri, anche quando significa sconsigliarti un trattamento che non fa per te.",
    },
  ],
} as const satisfies {
  heading: string;
  paragraphs: readonly string[];
  items: readonly CardListItem[];
};

/** The experience at a glance, beside its text; the counts follow the lists above. */
export const highlights = [
  { value: "10+", label: "anni di esperienza" },
  { value: String(certifications.items.length), label: "certificazioni e corsi" },
  { value: String(values.items.length), label: "valori che mi guidano" },
] as const;

export const contactCta = {
  heading: "Conosciamoci",
  text: "Hai una domanda su un trattamento o vuoi fissare un appuntamento? Scrivimi o chiamami: ti risponderò al più presto.",
  cta: { title: "Contattami", to: paths.contatti },
} as const;
