// The pages this build makes, for app/routes.ts and react-router.config.ts.
// React Router loads those two before any Vite plugin runs (with no plugins at
// all), so the content is not there as virtual:content/*: the one fact they need,
// whether the owner offers gift vouchers, is read here from the file itself,
// checked by its own schema. A file that fails the check builds no voucher page
// here, and the content plugin then stops the build with the owner's message.
import { readFileSync } from "node:fs";
import path from "node:path";
import * as v from "valibot";
import { contentDir } from "./load.server";
import { builtPages, type Offers, type Page } from "./pages";
import { buoniRegaloSchema } from "./schema";

/** The offers the content in `dir` (content/, or CONTENT_DIR) turns on. */
export function contentOffers(dir: string = contentDir()): Offers {
  try {
    const data: unknown = JSON.parse(readFileSync(path.join(dir, "buoni-regalo.json"), "utf8"));
    const result = v.safeParse(buoniRegaloSchema, data);
    return { vouchers: result.success && result.output.offered };
  } catch {
    return { vouchers: false };
  }
}

/** The pages to route and prerender, with the offers of the content in `dir`. */
export function pagesToBuild(dir?: string): Page[] {
  return builtPages(contentOffers(dir));
}
