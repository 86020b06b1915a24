// The three EmailJS keys the contact form needs, read from VITE_* variables
// at build time (docs/email.md). vite.config.ts warns when one is missing; the
// form then fails like any other failed send instead of crashing.

export const emailJsVariables = {
  serviceId: "VITE_EMAILJS_SERVICE_ID",
  templateId: "VITE_EMAILJS_TEMPLATE_ID",
  publicKey: "VITE_EMAILJS_PUBLIC_KEY",
} as const;

export type EmailJsConfig = Record<keyof typeof emailJsVariables, string>;

type EmailJsEnv = Readonly<Record<string, string | undefined>>;

const keys = Object.keys(emailJsVariables) as (keyof typeof emailJsVariables)[];

/** The names of the variables that are unset or blank, in a fixed order. */
export function missingEmailJsVariables(env: EmailJsEnv): string[] {
  return keys.map((key) => emailJsVariables[key]).filter((name) => (env[name] ?? "").trim() === "");
}

/** The configuration, or null when any of the three keys is missing. */
export function readEmailJsConfig(env: EmailJsEnv): EmailJsConfig | null {
  if (missingEmailJsVariables(env).length > 0) return null;
  const value = (key: keyof typeof emailJsVariables) => (env[emailJsVariables[key]] ?? "").trim();
  return {
    serviceId: value("serviceId"),
    templateId: value("templateId"),
    publicKey: value("publicKey"),
  };
}
