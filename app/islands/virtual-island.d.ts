// The islands of this folder as the pages import them (scripts/inline-script-plugin.ts):
// `virtual:island/contact-form` is the URL the browser loads contact-form.tsx from.
declare module "virtual:island/*" {
  const src: string;
  export default src;
}
