// The offers' struck prices against the price list's history (decision 0042):
// the versions of servizi.json from git (price-history.server.ts), the price list
// being built as in force from now, the rule (struck-prices.ts). Reads
// git, so the build and the dev server run it (scripts/content-plugin.ts), not
// every test that reads the content; with no offer to check it reads nothing.
import path from "node:path";
import { italianDateWithArticle } from "../../lib/italian-dates";
import { romeDate } from "../../lib/rome-time";
import { contentDir, offerIssuePrefix } from "../../model/load.server";
import { priceSectionsOf } from "../../model/price-sections";
import type { Content } from "../../model/schema";
import { readPriceHistory, type NoHistory, type PriceHistory } from "./price-history.server";
import { offerLines } from "./rules";
import {
  checkStruckPrices,
  historyGapText,
  lookBackDays,
  lookBackWindow,
  priceTableOf,
  struckPriceMessage,
  type PriceVersion,
} from "./struck-prices";

/** Why git gave no history, and what to do about it. */
const noHistoryTexts: Record<NoHistory, { why: (dir: string) => string; todo: string }> = {
  shallow: {
    why: () => "il repository è una copia senza la storia dei commit (un clone «shallow»)",
    todo: "fai copiare il repository con tutta la storia: su Vercel con la variabile d'ambiente VERCEL_DEEP_CLONE=true, su Cloudflare Pages con il comando di build «git fetch --unshallow; npm run build», in GitHub Actions con fetch-depth: 0, sul tuo computer con git fetch --unshallow (docs/deploying.md).",
  },
  "git-missing": {
    why: () => "git non c'è sulla macchina che costruisce il sito",
    todo: "installa git dove si costruisce il sito, e costruiscilo da un clone del repository.",
  },
  "not-a-repository": {
    why: (dir) => `la cartella del contenuto (${dir}) non è in un repository git`,
    todo: "costruisci il sito da un clone del repository, dove c'è la storia del listino.",
  },
};

const checkYourself = `controlla tu che in quei giorni il prezzo non sia stato più basso di quello barrato; se lo è stato, cambia il prezzo nel listino o il primo giorno dell'offerta.`;

export interface StruckPriceReport {
  /** The refusals, as ContentError lines. */
  problems: string[];
  /** The offers it could not check, why and what to do; "" when it checked them all. */
  notice: string;
}

/**
 * The offers not over on `now`'s day, each line's struck price against the
 * lowest of the 30 days before the offer's first day. `readHistory` is the git
 * reader (tests pass their own repository's).
 */
export function struckPriceCheck(
  content: Content,
  dir: string = contentDir(),
  now: Date = new Date(),
  readHistory: (file: string, since: Date) => PriceHistory = readPriceHistory,
): StruckPriceReport {
  const today = romeDate(now);
  const offers = content.offerte.offers
    .map((offer, index) => ({ offer, index, window: lookBackWindow(offer.from) }))
    .filter(({ offer }) => offer.to >= today);
  // An offer whose 30 days all lie ahead has only today's prices to compare with.
  const reachingBack = offers.filter(({ window }) => window.start < now);
  const current: PriceVersion = { since: now, prices: priceTableOf(content.servizi) };
  if (reachingBack.length === 0) return { problems: [], notice: "" };

  const earliest = new Date(Math.min(...reachingBack.map(({ window }) => window.start.getTime())));
  const history = readHistory(path.join(dir, "servizi.json"), earliest);
  const year = Number(today.slice(0, 4));
  const named = (offer: { title: string; from: string }) =>
    `«${offer.title}» (${italianDateWithArticle("da", offer.from, year)})`;

  if (!history.readable) {
    const { why, todo } = noHistoryTexts[history.why];
    return {
      problems: [],
      notice: uncheckedNotice(
        reachingBack.map(({ offer }) => `${named(offer)}: ${why(dir)}`),
        [todo],
      ),
    };
  }

  const committed: PriceVersion[] = history.versions.map(({ commit, since, data }) => ({
    since,
    prices: priceTableOf(data),
    label: `commit ${commit.slice(0, 7)}`,
  }));
  const last = committed.at(-1)?.since ?? now;
  const versions = [...committed, { ...current, since: last > now ? last : now }];
  const sections = priceSectionsOf(content.servizi);

  const problems: string[] = [];
  const unchecked: string[] = [];
  for (const { offer, index } of offers) {
    const { excesses, gaps } = checkStruckPrices(offer.from, offerLines(offer, sections), versions);
    problems.push(
      ...excesses.map(
        (excess) => `${offerIssuePrefix(index, "from")}${struckPriceMessage(excess, offer)}`,
      ),
    );
    if (excesses.length === 0 && gaps.length > 0) {
      // With no commit at all, the history does not "start" with today's price list: there is none.
      const said = gaps.map((gap) =>
        gap.kind === "starts" && committed.length === 0 ? { kind: gap.kind } : gap,
      );
      unchecked.push(
        `${named(offer)}: ${said.map((gap) => historyGapText(gap, history.file)).join("; ")}`,
      );
    }
  }
  return { problems, notice: uncheckedNotice(unchecked, [checkYourself]) };
}

/** The build's warning: the offers it could not check, then what to do. */
function uncheckedNotice(offers: readonly string[], todo: readonly string[]): string {
  if (offers.length === 0) return "";
  const one = offers.length === 1;
  return [
    `Prezzi barrati non controllati: non ho potuto verificare che il prezzo barrato ${one ? "di questa offerta" : "di queste offerte"} sia il più basso dei ${lookBackDays} giorni prima ${one ? "del suo" : "del loro"} inizio, come chiede la legge. Il sito si costruisce lo stesso.`,
    ...offers.map((offer) => `  • ${offer}.`),
    `Cosa fare: ${todo.join(" ")}`,
  ].join("\n");
}
