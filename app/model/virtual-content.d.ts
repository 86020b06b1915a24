// The content files as the pages import them (scripts/content-plugin.ts):
// checked against app/model/schema.ts, so these types are the schema's.
declare module "virtual:content/salon" {
  import type { Salon } from "~/model/schema";
  const content: Salon;
  export default content;
}
declare module "virtual:content/servizi" {
  import type { Servizi } from "~/model/schema";
  const content: Servizi;
  export default content;
}
declare module "virtual:content/home" {
  import type { Home } from "~/model/schema";
  const content: Home;
  export default content;
}
declare module "virtual:content/chi-sono" {
  import type { ChiSono } from "~/model/schema";
  const content: ChiSono;
  export default content;
}
declare module "virtual:content/galleria" {
  import type { Galleria } from "~/model/schema";
  const content: Galleria;
  export default content;
}
declare module "virtual:content/contatti" {
  import type { Contatti } from "~/model/schema";
  const content: Contatti;
  export default content;
}
declare module "virtual:content/policy" {
  import type { Policy } from "~/model/schema";
  const content: Policy;
  export default content;
}
declare module "virtual:content/offerte" {
  import type { Offerte } from "~/model/schema";
  const content: Offerte;
  export default content;
}
declare module "virtual:content/buoni-regalo" {
  import type { BuoniRegalo } from "~/model/schema";
  const content: BuoniRegalo;
  export default content;
}
