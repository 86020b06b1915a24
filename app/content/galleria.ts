export const galleriaIntro = {
  title: "Galleria",
  lead: "Uno sguardo ai nostri trattamenti e agli ambienti del centro: spazi luminosi, igiene curata in ogni dettaglio e un'atmosfera pensata per farti sentire a casa.",
} as const;
