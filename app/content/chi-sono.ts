export const chiSonoIntro = {
  title: "Chi sono",
  lead: "Da oltre dieci anni mi prendo cura della bellezza e del benessere delle mie clienti, con passione, aggiornamento continuo e tanta attenzione alla persona.",
} as const;

export const experience = {
  heading: "La mia esperienza",
  paragraphs: [
    "Mi sono diplomata come estetista qualificata e ho iniziato a lavorare in centri estetici e spa, dove ho imparato quanto contino la precisione del gesto e l'ascolto di chi si affida a noi.",
    "Negli anni ho approfondito i trattamenti viso, il massaggio e l'epilazione laser, seguendo corsi di specializzazione e aggiornandomi sulle tecnologie più efficaci e sicure. Oggi porto questa esperienza nel mio centro, dove ogni percorso è pensato su misura.",
  ],
} as const;
