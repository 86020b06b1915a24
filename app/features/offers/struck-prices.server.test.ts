// @vitest-environment node
// The struck-price check on real git repositories: a throwaway one whose
// content/servizi.json has dated commits (GIT_COMMITTER_DATE), a shallow clone of
// it, a folder outside any repository, a git that is not there.
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentDir, loadContent } from "~/model/load.server";
import { priceSectionsOf } from "~/model/price-sections";
import type { Content } from "~/model/schema";
import { formatPrice } from "~/lib/format-price";
import { readPriceHistory } from "./price-history.server";
import { offerLines } from "./rules";
import { struckPriceCheck } from "./struck-prices.server";

// The shipped content, with one offer added: a treatment of the price list at its price.
const shipped = loadContent();
const treatment = shipped.servizi.sections
  .flatMap((section) => section.groups.flatMap((group) => group.items))
  .find((item) => item.price !== undefined && item.price >= 10)!;
const price = treatment.price!;
const offer = {
  title: "Prova d'offerta",
  text: "Un'offerta per il test.",
  treatments: [treatment.id],
  percentOff: 20,
  from: "2026-12-01",
  to: "2026-12-24",
};
const content: Content = { ...shipped, offerte: { ...shipped.offerte, offers: [offer] } };
const [line] = offerLines(offer, priceSectionsOf(shipped.servizi));
const now = new Date("2026-11-27T12:00:00Z");

/** The price list with the treatment at another price, as the CMS writes it («12,50»). */
function serviziAt(euro: number): string {
  const copy = structuredClone(shipped.servizi);
  const item = copy.sections
    .flatMap((section) => section.groups.flatMap((group) => group.items))
    .find(({ id }) => id === treatment.id)!;
  item.price = String(euro).replace(".", ",") as unknown as number;
  return `${JSON.stringify(copy, null, 2)}\n`;
}

let root: string;
const git = (cwd: string, args: string[], date?: string) => {
  const env = { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
  const result = spawnSync("git", args, { cwd, env, encoding: "utf8" });
  if (result.status !== 0) throw new Error(result.stderr);
  return result.stdout;
};

/** A repository at `name` whose content/servizi.json was committed with these texts at these instants. */
function repository(name: string, versions: [instant: string, text: string][]): string {
  const dir = path.join(root, name);
  mkdirSync(path.join(dir, "content"), { recursive: true });
  git(dir, ["init", "--quiet", "--initial-branch=main"]);
  for (const [instant, text] of versions) {
    writeFileSync(path.join(dir, "content", "servizi.json"), text);
    git(dir, ["add", "."]);
    git(
      dir,
      [
        "-c",
        "user.name=Prova",
        "-c",
        "user.email=prova@example.com",
        "-c",
        "commit.gpgsign=false",
      ].concat(["commit", "--quiet", "-m", `Listino del ${instant}`]),
      instant,
    );
  }
  return path.join(dir, "content");
}

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "listino-"));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("struckPriceCheck", () => {
  it("refuses a struck price raised within the 30 days before the offer", () => {
    const dir = repository("aumento", [
      ["2026-09-01T10:00:00+02:00", serviziAt(price - 5)],
      // 10:00 in Italy on 12 November: the lower price was in force that morning.
      ["2026-11-12T10:00:00+01:00", serviziAt(price)],
    ]);
    expect(struckPriceCheck(content, dir, now)).toEqual({
      problems: [
        `• offerte.json: «Offerte» › n. 1 › «Dal» (offers[0].from): il prezzo barrato di ${line!.name} è ${formatPrice(price)}, ma nei 30 giorni prima dell'offerta (dal 1° novembre al 30 novembre) nel listino costava ${formatPrice(price - 5)}, fino al 12 novembre. Per legge il prezzo barrato dev'essere il più basso di quei 30 giorni: riporta nel listino il prezzo di ${line!.name} a ${formatPrice(price - 5)}, oppure fai cominciare l'offerta il 13 dicembre (12 giorni dopo), quando l'aumento avrà 30 giorni`,
      ],
      notice: "",
    });
  });

  it("passes the same raise made before the 30 days began, and an offer over", () => {
    const dir = repository("aumento-prima", [
      ["2026-09-01T10:00:00+02:00", serviziAt(price - 5)],
      ["2026-10-31T23:59:00+01:00", serviziAt(price)],
    ]);
    expect(struckPriceCheck(content, dir, now)).toEqual({ problems: [], notice: "" });
    const raised = path.join(root, "aumento", "content");
    const over = {
      ...content,
      offerte: { ...content.offerte, offers: [{ ...offer, to: "2026-11-26" }] },
    };
    expect(struckPriceCheck(over, raised, now)).toEqual({ problems: [], notice: "" });
  });

  it("reads only the versions in force from the first of the 30 days", () => {
    const dir = repository("molte-versioni", [
      ["2026-06-01T10:00:00+02:00", serviziAt(price - 3)],
      ["2026-07-01T10:00:00+02:00", serviziAt(price - 2)],
      ["2026-10-20T10:00:00+02:00", serviziAt(price - 1)],
      ["2026-11-20T10:00:00+01:00", serviziAt(price)],
    ]);
    const history = readPriceHistory(
      path.join(dir, "servizi.json"),
      new Date("2026-11-01T00:00:00+01:00"),
    );
    expect(history).toMatchObject({ readable: true, file: "content/servizi.json" });
    expect(history.readable && history.versions.map(({ since }) => since.toISOString())).toEqual([
      "2026-10-20T08:00:00.000Z",
      "2026-11-20T09:00:00.000Z",
    ]);
  });

  it("says it could not check a shallow clone, and how to get the history", () => {
    const shallow = path.join(root, "shallow");
    git(root, [
      "clone",
      "--quiet",
      "--depth",
      "1",
      `file://${path.join(root, "aumento")}`,
      shallow,
    ]);
    expect(struckPriceCheck(content, path.join(shallow, "content"), now)).toEqual({
      problems: [],
      notice: [
        "Prezzi barrati non controllati: non ho potuto verificare che il prezzo barrato di questa offerta sia il più basso dei 30 giorni prima del suo inizio, come chiede la legge. Il sito si costruisce lo stesso.",
        "  • «Prova d'offerta» (dal 1° dicembre): il repository è una copia senza la storia dei commit (un clone «shallow»).",
        "Cosa fare: fai copiare il repository con tutta la storia: su Vercel con la variabile d'ambiente VERCEL_DEEP_CLONE=true, su Cloudflare Pages con il comando di build «git fetch --unshallow; npm run build», in GitHub Actions con fetch-depth: 0, sul tuo computer con git fetch --unshallow (docs/deploying.md).",
      ].join("\n"),
    });
  });

  it("says it could not check outside a repository, or without git", () => {
    const folder = path.join(root, "cartella");
    mkdirSync(folder);
    writeFileSync(path.join(folder, "servizi.json"), serviziAt(price));
    expect(struckPriceCheck(content, folder, now).notice).toContain(
      `  • «Prova d'offerta» (dal 1° dicembre): la cartella del contenuto (${folder}) non è in un repository git.\nCosa fare: costruisci il sito da un clone del repository, dove c'è la storia del listino.`,
    );
    const noGit = (file: string, since: Date) =>
      readPriceHistory(file, since, { git: "git-assente" });
    expect(
      struckPriceCheck(content, path.join(root, "aumento", "content"), now, noGit).notice,
    ).toContain(
      "  • «Prova d'offerta» (dal 1° dicembre): git non c'è sulla macchina che costruisce il sito.",
    );
  });

  it("says which days the history does not reach, or which version it could not read", () => {
    const late = repository("storia-breve", [["2026-11-10T12:00:00+01:00", serviziAt(price)]]);
    expect(struckPriceCheck(content, late, now)).toEqual({
      problems: [],
      notice: [
        "Prezzi barrati non controllati: non ho potuto verificare che il prezzo barrato di questa offerta sia il più basso dei 30 giorni prima del suo inizio, come chiede la legge. Il sito si costruisce lo stesso.",
        "  • «Prova d'offerta» (dal 1° dicembre): la storia di content/servizi.json comincia il 10 novembre, dopo il primo di quei 30 giorni.",
        "Cosa fare: controlla tu che in quei giorni il prezzo non sia stato più basso di quello barrato; se lo è stato, cambia il prezzo nel listino o il primo giorno dell'offerta.",
      ].join("\n"),
    });
    const broken = repository("versione-rotta", [
      ["2026-09-01T10:00:00+02:00", serviziAt(price)],
      ["2026-11-05T10:00:00+01:00", "{ non è JSON"],
      ["2026-11-06T10:00:00+01:00", serviziAt(price)],
    ]);
    const commit = git(path.dirname(broken), ["log", "--format=%H", "--skip=1", "-1"]).slice(0, 7);
    expect(struckPriceCheck(content, broken, now).notice).toContain(
      `  • «Prova d'offerta» (dal 1° dicembre): la versione di content/servizi.json del 5 novembre (commit ${commit}) non si legge e non l'ho contata.`,
    );
    // A copy of the content never committed (the fixture-edit check's).
    const untracked = path.join(root, "versione-rotta", "nuovo");
    mkdirSync(untracked, { recursive: true });
    writeFileSync(path.join(untracked, "servizi.json"), serviziAt(price));
    expect(struckPriceCheck(content, untracked, now).notice).toContain(
      "  • «Prova d'offerta» (dal 1° dicembre): nuovo/servizi.json non è in nessun commit, quindi non ha una storia da leggere.",
    );
  });
});

describe("npm run build with a struck price above the lowest of 30 days", () => {
  it("stops with the Italian message", () => {
    // The whole content, its price list committed with the lower price, then raised.
    const dir = path.join(root, "build");
    cpSync(contentDir(), path.join(dir, "content"), { recursive: true });
    const content = repository("build", [
      ["2026-09-01T10:00:00+02:00", serviziAt(price - 5)],
      ["2026-11-12T10:00:00+01:00", serviziAt(price)],
    ]);
    writeFileSync(
      path.join(content, "offerte.json"),
      JSON.stringify({ ...shipped.offerte, offers: [offer] }),
    );
    const { status, stderr } = spawnSync(process.execPath, ["scripts/build.mjs"], {
      encoding: "utf8",
      env: {
        ...process.env,
        // build.mjs runs react-router from node_modules/.bin, which npm puts on PATH.
        PATH: `${path.resolve("node_modules/.bin")}${path.delimiter}${process.env.PATH ?? ""}`,
        CONTENT_DIR: content,
        BUILD_DIR: path.join(root, "build-out"),
        BUILD_TIME: now.toISOString(),
      },
    });
    expect(status).toBe(1);
    expect(stderr).toContain(
      `• offerte.json: «Offerte» › n. 1 › «Dal» (offers[0].from): il prezzo barrato di ${line!.name} è ${formatPrice(price)}, ma nei 30 giorni prima dell'offerta`,
    );
  }, 60_000);
});
