export const contattiIntro = {
  title: "Contatti",
  lead: "Scrivimi, chiamami o passa a trovarmi: ti risponderò al più presto per fissare il tuo appuntamento.",
} as const;

export const contactLabels = {
  heading: "Dove trovarci",
  email: "Email",
  mobile: "Cellulare",
  address: "Indirizzo",
} as const;
