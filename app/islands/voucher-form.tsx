// The gift-voucher request's code in the browser: /buoni-regalo is static HTML, and
// this hydrates its form alone, as app/islands/contact-form.tsx does Contatti's,
// on Preact (docs/decisions/0028). The two islands share their code's chunks:
// React's place (Preact), the toasts, the send (docs/decisions/0035).
import { useEffect } from "react";
import { islandProps } from "~/components/island";
import { hydrateIsland } from "./hydrate";
import { VoucherForm, voucherFormIsland } from "~/components/voucher-form";
import { readEmailJsConfig } from "~/lib/emailjs-config";
import type { VoucherFormProps } from "~/lib/voucher-form";

// Baked in at build time from .env or the host's variables (docs/email.md).
const config = readEmailJsConfig({
  VITE_EMAILJS_SERVICE_ID: import.meta.env.VITE_EMAILJS_SERVICE_ID,
  VITE_EMAILJS_TEMPLATE_ID: import.meta.env.VITE_EMAILJS_TEMPLATE_ID,
  VITE_EMAILJS_PUBLIC_KEY: import.meta.env.VITE_EMAILJS_PUBLIC_KEY,
});

function Island(props: VoucherFormProps) {
  // End-to-end tests wait for it: the form is live.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return <VoucherForm config={config} {...props} />;
}

// The vouchers the prerender offered, as it wrote them on the element: the same first render.
const root = document.getElementById(voucherFormIsland);
if (root) hydrateIsland(root, <Island {...islandProps<VoucherFormProps>(root)} />);
