// The Servizi page: the whole price list, in euro. Prices are numbers; the
// page writes them with formatPrice (app/lib/format-price.ts), and the
// schema.org offers come from the same sections via flattenPriceList.
import type { LaserItem, PriceSection, ServiceItem, WaxingItem } from "../lib/price-list";
import { paths } from "./pages";

export const serviziIntro = {
  title: "Servizi e prezzi",
  lead: "Ogni trattamento inizia con un breve colloquio per capire le tue esigenze. Qui trovi il listino completo, con prezzi chiari e senza sorprese.",
} as const;

/** The small table of contents under the heading: mostly useful on a phone. */
export const serviziIndex = { label: "Sezioni del listino" } as const;

export const visoItems = [
  {
    title: "Pulizia viso",
    description:
      "Detersione, vapore tiepido, rimozione delicata di punti neri e impurità, maschera purificante e crema finale: la pelle respira ed è subito più luminosa. Circa 60 minuti.",
    price: 30,
  },
  {
    title: "Trattamento anti-age",
    description:
      "Sieri e maschere idratanti ed elasticizzanti con un massaggio liftante del viso e del collo, per una pelle più tonica, distesa e compatta. Circa 60 minuti.",
    price: 40,
  },
  {
    title: "Microneedling VIP",
    description:
      "Un dispositivo con microaghi sterili e monouso crea piccolissimi canali nello strato superficiale della pelle, che così assorbe meglio i sieri applicati. La versione VIP comprende detersione, trattamento e maschera lenitiva finale. Circa 75 minuti.",
    price: 80,
  },
] as const satisfies readonly ServiceItem[];

export const cigliaSopraccigliaItems = [
  {
    title: "Laminazione ciglia",
    description:
      "Solleva e incurva le tue ciglia naturali dalla radice e le colora, per uno sguardo più aperto senza extension né mascara. Il risultato dura fino a 8 settimane. Circa 60 minuti.",
    price: 40,
  },
  {
    title: "Tinta sopracciglia",
    description:
      "Una colorazione delicata che intensifica e uniforma le sopracciglia, riempiendo i punti più radi: lo sguardo risulta più definito. Circa 15 minuti.",
    price: 10,
  },
] as const satisfies readonly ServiceItem[];

export const corpoItems = [
  {
    title: "Massaggio",
    description:
      "Massaggio manuale rilassante con oli vegetali, con una pressione regolata su di te: allenta le tensioni e regala una piacevole sensazione di benessere.",
    durations: [
      {
        time: "30 minuti",
        description: "Schiena, collo e spalle, dove si accumula la tensione della giornata.",
        price: 20,
      },
      {
        time: "60 minuti",
        description: "Tutto il corpo, per un rilassamento completo.",
        price: 40,
      },
    ],
  },
  {
    title: "Pressoterapia",
    description:
      "Gambali ad aria che si gonfiano e si sgonfiano in sequenza, dai piedi verso l'alto, con un effetto di massaggio drenante: le gambe si sentono più leggere. Circa 30 minuti.",
    price: 20,
  },
  {
    title: "Bendaggio",
    description:
      "Bende imbevute di una soluzione a base di estratti vegetali avvolgono gambe e addome e restano in posa mentre ti rilassi: la pelle risulta più tonica e le gambe più leggere. Circa 45 minuti.",
    price: 20,
  },
  {
    title: "Lipolaser",
    description:
      "Luce laser a bassa intensità applicata con piastre sulle zone da rimodellare, come addome, fianchi e cosce. Non è invasivo e non dà dolore: durante la seduta ti rilassi sul lettino. Circa 30 minuti.",
    price: 20,
  },
  {
    title: "Starvac",
    description:
      "Massaggio meccanico con rulli e aspirazione delicata, eseguito con l'apparecchio Starvac: lavora sugli inestetismi della cellulite e rende la pelle più liscia e compatta. Circa 40 minuti.",
    price: 40,
  },
  {
    title: "Massaggio con pietre calde",
    description:
      "Pietre laviche levigate e riscaldate scorrono sul corpo e si posano sui punti di tensione: il calore scioglie i muscoli e favorisce un rilassamento profondo. Circa 60 minuti.",
    price: 40,
  },
  {
    title: "Scrub corpo",
    description:
      "Esfoliazione di tutto il corpo con granuli naturali che eliminano le cellule morte, seguita da una crema idratante: la pelle torna liscia, morbida e luminosa. Circa 40 minuti.",
    price: 30,
  },
  {
    title: "Bambuterapia",
    description:
      "Massaggio con canne di bambù di diverse misure, fatte rotolare e scorrere sul corpo: un trattamento avvolgente che distende e tonifica. Circa 50 minuti.",
    price: 30,
  },
] as const satisfies readonly ServiceItem[];

/** Spec "waxing items", grouped by donna and uomo. */
export const waxing = {
  donna: [
    {
      title: "Gamba intera",
      description: "Tutta la gamba, dalla caviglia all'inguine, cosce comprese. Circa 40 minuti.",
      price: 25,
    },
    {
      title: "Mezza gamba",
      description: "Dalla caviglia al ginocchio, ginocchio compreso. Circa 20 minuti.",
      price: 10,
    },
    {
      title: "Inguine parziale",
      description:
        "Sgambatura: i peli lungo i bordi, che restano fuori dal costume. Circa 10 minuti.",
      price: 5,
    },
    {
      title: "Inguine totale",
      description: "Epilazione completa della zona bikini (inguine integrale). Circa 20 minuti.",
      price: 10,
    },
    {
      title: "Ascelle",
      description: "Entrambe le ascelle, con una cera adatta alla pelle delicata. Circa 10 minuti.",
      price: 5,
    },
    {
      title: "Sopracciglia",
      description:
        "Una forma disegnata sul tuo viso, con cera e rifinitura a pinzetta. Circa 15 minuti.",
      price: 5,
    },
    {
      title: "Labbro superiore",
      description: "La peluria sopra il labbro, tolta in pochi gesti. Circa 5 minuti.",
      price: 5,
    },
  ],
  uomo: [
    {
      title: "Addome",
      description: "Tutto l'addome, con una cera adatta ai peli più spessi. Circa 20 minuti.",
      price: 25,
    },
    {
      title: "Schiena",
      description: "Tutta la schiena, spalle comprese. Circa 30 minuti.",
      price: 20,
    },
  ],
} as const satisfies Record<"donna" | "uomo", readonly WaxingItem[]>;

export const laserItems = [
  {
    title: "Gambe",
    description: "Gambe complete, dalla caviglia all'inguine. Circa 60 minuti.",
    price: 90,
  },
  { title: "Ascelle", description: "Entrambe le ascelle. Circa 10 minuti.", price: 30 },
  {
    title: "Inguine parziale",
    description: "I bordi della zona bikini, dove i peli escono dal costume. Circa 15 minuti.",
    price: 30,
  },
  {
    title: "Inguine totale",
    description: "Tutta la zona bikini (inguine integrale). Circa 20 minuti.",
    price: 40,
  },
  {
    title: "Labbro superiore",
    description: "La peluria sopra il labbro superiore. Circa 10 minuti.",
    price: 20,
  },
  { title: "Mento", description: "Il mento e la zona appena sotto. Circa 10 minuti.", price: 20 },
  {
    title: "Braccia",
    description: "Braccia complete, dal polso alla spalla. Circa 30 minuti.",
    price: 40,
  },
  {
    title: "Schiena",
    description: "Tutta la schiena, spalle comprese. Circa 30 minuti.",
    price: 40,
  },
  { title: "Addome", description: "Tutto l'addome. Circa 20 minuti.", price: 40 },
] as const satisfies readonly LaserItem[];

export const maniItems = [
  {
    title: "Manicure",
    description:
      "Forma e limatura delle unghie, cura delle cuticole e crema idratante, per mani curate e in ordine. Circa 30 minuti.",
    price: 10,
  },
  {
    title: "Manicure semipermanente",
    description:
      "Manicure completa con smalto semipermanente, che asciuga sotto la lampada e resta brillante, senza scheggiarsi, per due o tre settimane. Circa 45 minuti.",
    price: 20,
  },
  {
    title: "Copertura in gel",
    description:
      "Uno strato di gel sulle tue unghie naturali, senza allungarle: le rinforza e le protegge, con una durata di circa tre o quattro settimane. Circa 60 minuti.",
    price: 30,
  },
  {
    title: "Ricostruzione in gel",
    description:
      "Unghie allungate e modellate in gel sulla lunghezza e nella forma che preferisci, con una durata di circa tre o quattro settimane. Circa 90 minuti.",
    price: 40,
  },
] as const satisfies readonly ServiceItem[];

export const piediItems = [
  {
    title: "Pedicure",
    description:
      "Pediluvio tiepido, taglio e limatura delle unghie, cura delle cuticole, levigatura dei talloni e crema idratante. Circa 45 minuti.",
    price: 20,
  },
  {
    title: "Pedicure semipermanente",
    description:
      "Pedicure completa con smalto semipermanente, che resta brillante per tre o quattro settimane. Circa 60 minuti.",
    price: 25,
  },
  {
    title: "Pedicure con paraffina",
    description:
      "Pedicure completa con un impacco di paraffina tiepida che ammorbidisce e nutre la pelle dei piedi: ideale per talloni secchi. Circa 60 minuti.",
    price: 30,
  },
] as const satisfies readonly ServiceItem[];

/** The page's sections, in order: one <h2> each, with their lists under <h3>s where needed. */
export const priceSections = [
  {
    id: "viso",
    title: "Viso",
    intro:
      "Trattamenti per pulire, idratare e ridare luminosità alla pelle del viso, scelti dopo aver guardato insieme com'è la tua pelle.",
    groups: [
      { items: visoItems },
      { title: "Ciglia e Sopracciglia", items: cigliaSopraccigliaItems },
    ],
  },
  {
    id: "corpo",
    title: "Corpo",
    intro:
      "Massaggi per staccare dalla routine e trattamenti con apparecchiature professionali per gambe leggere e una pelle più tonica.",
    groups: [{ items: corpoItems }],
  },
  {
    id: "epilazione-con-cera",
    title: "Epilazione con cera",
    intro:
      "Cera professionale scelta in base alla zona e al tipo di pelle: il risultato dura in genere tre o quattro settimane.",
    groups: [
      { title: "Donna", namePrefix: "Epilazione con cera donna", items: waxing.donna },
      { title: "Uomo", namePrefix: "Epilazione con cera uomo", items: waxing.uomo },
    ],
  },
  {
    id: "epilazione-laser",
    title: "Epilazione laser",
    intro:
      "Epilazione con laser a diodo: la luce agisce sul bulbo del pelo e la ricrescita si riduce seduta dopo seduta. Prima di iniziare valutiamo insieme pelle e peli, per stabilire il percorso adatto a te.",
    note: "I prezzi sono per singola seduta. Sono disponibili pacchetti multi-seduta e multi-zona: chiedici un preventivo.",
    groups: [{ namePrefix: "Epilazione laser", items: laserItems }],
  },
  {
    id: "mani",
    title: "Mani",
    intro: "Mani curate e unghie in ordine, dallo smalto classico al gel.",
    groups: [{ items: maniItems }],
  },
  {
    id: "piedi",
    title: "Piedi",
    intro: "Piedi morbidi e curati in ogni stagione, con o senza smalto semipermanente.",
    groups: [{ items: piediItems }],
  },
] as const satisfies readonly PriceSection[];

export const serviziCta = {
  text: "Hai un dubbio su quale trattamento scegliere? Scrivici o chiamaci: ti consigliamo volentieri.",
  button: { title: "Prenota il tuo trattamento", to: paths.contatti },
} as const;
