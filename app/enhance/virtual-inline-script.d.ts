// The enhancements of this folder as the pages import them (scripts/inline-script-plugin.ts):
// `virtual:inline-script/carousel` is carousel.ts, compiled and minified, as text.
declare module "virtual:inline-script/*" {
  /** The code of an inline <script type="module"> (app/components/inline-script.tsx). */
  const code: string;
  export default code;
}
