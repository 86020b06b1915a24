// The modules vite-plugin.ts provides.
// `virtual:island/contact-form`: the URL the browser loads contact-form.tsx from.
declare module "virtual:island/*" {
  const src: string;
  export default src;
}

// The code of load-near-viewport.ts, minified, for an inline script.
declare module "virtual:island-loader" {
  const code: string;
  export default code;
}
