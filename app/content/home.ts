import { paths } from "./pages";
import { salon } from "./salon";

export const hero = {
  eyebrow: `${salon.kind} a ${salon.address.city}`,
  heading: "Il tuo momento di bellezza e benessere",
  text: "Trattamenti viso e corpo, massaggi, epilazione e cura di mani e piedi, su misura per te, in un ambiente accogliente e curato in ogni dettaglio.",
  cta: { title: "Prenota un appuntamento", to: paths.contatti },
} as const;
