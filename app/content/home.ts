import { siteImage } from "../lib/site-images";
import { paths } from "./pages";
import { salon } from "./salon";

export const hero = {
  eyebrow: `${salon.kind} a ${salon.address.city}`,
  heading: "Il tuo momento di bellezza e benessere",
  text: "Trattamenti viso e corpo, massaggi, epilazione e cura di mani e piedi, su misura per te, in un ambiente accogliente e curato in ogni dettaglio.",
  cta: { title: "Prenota un appuntamento", to: paths.contatti },
  image: siteImage("hero"),
  imageAlt:
    "Illustrazione di un sole rosa che sorge su un orizzonte tranquillo, con fiori, una pila di pietre levigate e un flacone di siero",
} as const;

export const treatments = {
  heading: "I nostri trattamenti",
  lead: "Dalla cura del viso al relax del corpo: ogni trattamento è pensato per farti stare bene, dentro e fuori.",
  cards: [
    {
      title: "Epilazione corpo",
      text: "Con cera delicata o laser a diodo, per una pelle liscia più a lungo e senza irritazioni.",
      image: siteImage("epilazione-corpo"),
      alt: "Gamba liscia distesa su un lettino con una striscia di cera, accanto a un vasetto di cera con la spatola",
    },
    {
      title: "Manicure",
      text: "Mani curate con smalto classico, semipermanente o gel, per unghie in ordine per settimane.",
      image: siteImage("manicure"),
      alt: "Mano con unghie smaltate color rosa antico accanto a una boccetta di smalto",
    },
    {
      title: "Pulizia del viso",
      text: "Una pulizia profonda che libera i pori e restituisce alla pelle luminosità e freschezza.",
      image: siteImage("pulizia-viso"),
      alt: "Ciotola con schiuma detergente, dischetti di cotone, un asciugamano arrotolato e un flacone con dosatore",
    },
    {
      title: "Massaggio con pietre calde",
      text: "Il calore delle pietre scioglie le tensioni muscolari e regala un profondo senso di relax.",
      image: siteImage("massaggio-pietre-calde"),
      alt: "Pila di pietre scure levigate con un fiore bianco e un filo di vapore, accanto ad asciugamani piegati",
    },
  ],
  cta: { title: "Scopri tutti i servizi", to: paths.servizi },
} as const;

export const experience = {
  heading: "Oltre 10 anni di esperienza",
  paragraphs: [
    "Da più di dieci anni accompagniamo le nostre clienti nella cura della bellezza con professionalità e passione.",
    "Il nostro personale è qualificato e si aggiorna di continuo su tecniche, prodotti e tecnologie, per offrirti trattamenti efficaci, sicuri e su misura.",
  ],
  highlights: [
    { value: "10+", label: "anni di esperienza" },
    { value: "8", label: "certificazioni e corsi" },
  ],
  cta: { title: "Conosci chi sono", to: paths.chiSono },
} as const;

export const machines = {
  heading: "Tecnologie all'avanguardia",
  lead: "Macchinari professionali di ultima generazione, per risultati visibili in tutta sicurezza.",
  carouselLabel: "I nostri macchinari",
  items: [
    {
      title: "Lipolaser",
      text: "Laser a bassa intensità che aiuta a ridurre gli accumuli adiposi localizzati, senza dolore.",
      image: siteImage("macchina-lipolaser"),
      alt: "Apparecchio per lipolaser con schermo e piastre di trattamento appese al supporto laterale",
    },
    {
      title: "Pressoterapia",
      text: "Gambali a compressione graduale che stimolano la circolazione e danno sollievo alle gambe pesanti.",
      image: siteImage("macchina-pressoterapia"),
      alt: "Apparecchio per pressoterapia collegato con i tubi a due gambali gonfiabili",
    },
    {
      title: "Laser a diodo",
      text: "Per un'epilazione progressiva e duratura, efficace su gran parte dei tipi di pelle.",
      image: siteImage("macchina-laser-diodo"),
      alt: "Console del laser a diodo con il manipolo nel suo alloggiamento, collegato dal cavo",
    },
    {
      title: "Starvac",
      text: "Massaggio meccanico con vacuum che tonifica i tessuti e contrasta la cellulite.",
      image: siteImage("macchina-starvac"),
      alt: "Apparecchio per vacuum terapia su carrello, con schermo di controllo, coppette in vetro e manipolo",
    },
  ],
  cta: { title: "Vedi i trattamenti", to: paths.servizi },
} as const;

export const safety = {
  heading: "Igiene e sicurezza",
  lead: "La tua salute viene prima di tutto: in ogni trattamento seguiamo protocolli rigorosi.",
  practices: [
    {
      title: "Strumenti sterilizzati",
      text: "Gli strumenti in metallo vengono sterilizzati in autoclave dopo ogni utilizzo.",
    },
    {
      title: "Materiale monouso",
      text: "Lime, spatole, lenzuolini e guanti sono monouso e aperti davanti a te.",
    },
    {
      title: "Ambienti sanificati",
      text: "Cabine e superfici vengono igienizzate tra una cliente e l'altra.",
    },
    {
      title: "Prodotti certificati",
      text: "Usiamo solo cosmetici e apparecchiature conformi alle normative europee.",
    },
  ],
} as const;
