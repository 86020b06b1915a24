import { siteImage } from "../lib/site-images";
import { paths } from "./pages";

export const galleriaIntro = {
  title: "Galleria",
  lead: "Uno sguardo ai nostri trattamenti e agli ambienti del centro: spazi luminosi, igiene curata in ogni dettaglio e un'atmosfera pensata per farti sentire a casa.",
} as const;

export const treatmentGallery = {
  heading: "I trattamenti",
  lead: "Alcuni dei momenti di cura che ti aspettano in cabina.",
  carouselLabel: "Galleria dei trattamenti",
  items: [
    { title: "Maschera viso purificante", image: siteImage("galleria-trattamento-viso") },
    { title: "Laminazione delle ciglia", image: siteImage("galleria-ciglia") },
    { title: "Massaggio rilassante", image: siteImage("galleria-massaggio") },
    { title: "Pedicure con pediluvio ai petali", image: siteImage("galleria-pedicure") },
  ],
  link: { title: "Scopri tutti i servizi e i prezzi", to: paths.servizi },
} as const;

export const interiorsGallery = {
  heading: "Il centro",
  lead: "Gli spazi dove ci prendiamo cura di te, dall'accoglienza alla cabina relax.",
  carouselLabel: "Galleria degli ambienti del centro",
  items: [
    { title: "La zona accoglienza", image: siteImage("interni-accoglienza") },
    { title: "La cabina dei trattamenti", image: siteImage("interni-cabina") },
    { title: "La postazione manicure", image: siteImage("interni-manicure") },
    { title: "L'angolo relax", image: siteImage("interni-relax") },
  ],
} as const;
