// The content files as the pages import them (scripts/content-plugin.ts):
// checked against app/content/schema.ts, so these types are the schema's.
declare module "virtual:content/salon" {
  import type { Salon } from "~/content/schema";
  const content: Salon;
  export default content;
}
declare module "virtual:content/servizi" {
  import type { Servizi } from "~/content/schema";
  const content: Servizi;
  export default content;
}
declare module "virtual:content/home" {
  import type { Home } from "~/content/schema";
  const content: Home;
  export default content;
}
declare module "virtual:content/chi-sono" {
  import type { ChiSono } from "~/content/schema";
  const content: ChiSono;
  export default content;
}
declare module "virtual:content/galleria" {
  import type { Galleria } from "~/content/schema";
  const content: Galleria;
  export default content;
}
declare module "virtual:content/contatti" {
  import type { Contatti } from "~/content/schema";
  const content: Contatti;
  export default content;
}
declare module "virtual:content/policy" {
  import type { Policy } from "~/content/schema";
  const content: Policy;
  export default content;
}
