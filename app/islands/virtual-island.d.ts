// The islands of this folder as the pages import them (scripts/inline-script-plugin.ts):
// `virtual:island/contact-form` is where the browser loads contact-form.tsx from.
declare module "virtual:island/*" {
  const script: {
    /** The entry's URL, for <script type="module" src>. */
    src: string;
    /** The chunks it imports, for <link rel="modulepreload">. */
    imports: string[];
  };
  export default script;
}
