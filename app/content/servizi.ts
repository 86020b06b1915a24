export const serviziIntro = {
  title: "Servizi e prezzi",
  lead: "Ogni trattamento inizia con un breve colloquio per capire le tue esigenze. Qui trovi il listino completo, con prezzi chiari e senza sorprese.",
} as const;
