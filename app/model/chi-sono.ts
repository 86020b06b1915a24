// The owner introduces herself, in the first person: her portrait and story,
// her training, her values. From content/chi-sono.json and salon.json.
import data from "virtual:content/chi-sono";
import { owner } from "./owner";
import { paths } from "./pages";

export const chiSonoMeta = { path: paths.chiSono, ...data.meta } as const;

export const chiSonoIntro = { title: data.title, lead: data.lead } as const;

export const story = {
  heading: data.experience.heading,
  name: owner.name,
  role: data.experience.role,
  portrait: owner.portrait,
  portraitAlt: owner.portraitAlt,
  paragraphs: data.experience.paragraphs,
} as const;

export const certifications = data.certifications;

export const values = data.values;

export const contactCta = {
  heading: data.contactCta.heading,
  text: data.contactCta.text,
  cta: { title: data.contactCta.cta, to: paths.contatti },
} as const;
