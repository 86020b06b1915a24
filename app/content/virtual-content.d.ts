// The content files as the pages import them (scripts/content-plugin.ts):
// checked against app/content/schema.ts, so these types are the schema's.
declare module "virtual:content/salon" {
  const content: import("./schema").Salon;
  export default content;
}
declare module "virtual:content/servizi" {
  const content: import("./schema").Servizi;
  export default content;
}
declare module "virtual:content/home" {
  const content: import("./schema").Home;
  export default content;
}
declare module "virtual:content/chi-sono" {
  const content: import("./schema").ChiSono;
  export default content;
}
declare module "virtual:content/galleria" {
  const content: import("./schema").Galleria;
  export default content;
}
declare module "virtual:content/contatti" {
  const content: import("./schema").Contatti;
  export default content;
}
declare module "virtual:content/policy" {
  const content: import("./schema").Policy;
  export default content;
}
