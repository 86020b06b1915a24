export const policyIntro = {
  title: "Informativa sulla privacy",
  lead: "Informativa sul trattamento dei dati personali ai sensi dell'art. 13 del Regolamento (UE) 2016/679 (GDPR).",
} as const;

export const controllerSection = {
  heading: "1. Titolare del trattamento",
  text: "Il titolare del trattamento dei dati personali è:",
} as const;
