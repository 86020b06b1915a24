// The owner introduces herself, in the first person: experience, training,
// values. From content/chi-sono.json.
import data from "virtual:content/chi-sono";
import { paths } from "./pages";

export const chiSonoMeta = { path: paths.chiSono, ...data.meta } as const;

export const chiSonoIntro = { title: data.title, lead: data.lead } as const;

export const experience = {
  heading: data.experience.heading,
  paragraphs: data.experience.paragraphs,
};

export const certifications = data.certifications;

export const values = data.values;

/** The experience at a glance: the years as written, the counts from the lists. */
export const experienceHighlights = [
  { value: data.experience.years, label: data.experience.yearsLabel },
  { value: String(certifications.items.length), label: certifications.countLabel },
  { value: String(values.items.length), label: values.countLabel },
] as const;

export const highlights = experienceHighlights;

export const contactCta = {
  heading: data.contactCta.heading,
  text: data.contactCta.text,
  cta: { title: data.contactCta.cta, to: paths.contatti },
} as const;
