// The privacy notice, against content/policy.json: every numbered section with
// each of its paragraphs and lists whose subject the site has (WhatsApp, social
// profiles, the host…: app/lib/policy-conditions.ts) and none of the others,
// the links written in them, and the controller's facts from
// content/salon.json. The wording is the owner's (and her lawyer's): the page
// must show all of it, whatever it says.
import { expect, test, type Page } from "@playwright/test";
import { linkedText, type InlineLink } from "../../app/lib/inline-links";
import { mailProviderFacts } from "../../app/lib/mail-providers";
import { applies, conditionsOf, voucherPolicyFacts } from "../../app/lib/policy-conditions";
import { toInternationalPhone } from "../../app/lib/salon-facts";
import { content, gotoHydrated, salon, salonAddress } from "./site";

const policy = content.policy;

const emailLink = { text: salon.email, href: `mailto:${salon.email}` };
const phoneLink = { text: salon.mobile, href: `tel:${toInternationalPhone(salon.mobile)}` };

/** A paragraph as the page shows it: its words, and the links made of [text](url), {email}, {telefono}. */
function shown(text: string) {
  const pieces = linkedText(text, { "{email}": emailLink, "{telefono}": phoneLink });
  return {
    text: pieces.map((piece) => (typeof piece === "string" ? piece : piece.text)).join(""),
    links: pieces.filter((piece): piece is InlineLink => typeof piece !== "string"),
  };
}

const titles = policy.sections.map((section, index) => `${index + 1}. ${section.title}`);
const conditions = conditionsOf({
  ...salon,
  vouchers: voucherPolicyFacts(content["buoni-regalo"]),
});

/** The numbered section whose h2 reads exactly `title`. */
function section(page: Page, title: string) {
  return page
    .locator("main ol > li")
    .filter({ has: page.getByRole("heading", { level: 2, name: title, exact: true }) });
}

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, "/policy");
});

test("the sections of the content, numbered in order, in an ordered list", async ({ page }) => {
  await expect(page.locator("main").getByRole("heading", { level: 2 })).toHaveText(titles);
  await expect(page.locator("main ol > li")).toHaveCount(policy.sections.length);
  await expect(page.getByText(policy.lead, { exact: true })).toBeVisible();
  await expect(page.getByText(policy.intro, { exact: true })).toBeVisible();
});

for (const [index, { blocks }] of policy.sections.entries()) {
  const title = titles[index]!;
  test(`${title}: every paragraph and list, with its links`, async ({ page }) => {
    const shownSection = section(page, title);
    await expect(shownSection).toHaveCount(1);
    for (const block of blocks) {
      if (block.type !== "controller" && !applies(block, conditions)) {
        // A paragraph about something the site does not have is not there.
        const words = block.type === "paragraph" ? shown(block.text).text : block.items[0]!;
        await expect(shownSection.getByText(words, { exact: true })).toHaveCount(0);
      } else if (block.type === "paragraph") {
        const paragraph = shown(block.text);
        const element = shownSection.locator("p").filter({ hasText: paragraph.text });
        await expect(element).toHaveText(paragraph.text);
        for (const link of paragraph.links) {
          await expect(
            element.getByRole("link", { name: link.text, exact: true }).first(),
          ).toHaveAttribute("href", link.href);
        }
      } else if (block.type === "list") {
        const items = shownSection
          .getByRole("list")
          .filter({ has: page.getByText(block.items[0]!, { exact: true }) });
        await expect(items.getByRole("listitem")).toHaveText(block.items);
      } else {
        // The controller's facts, from the salon's (their labels are code: app/model/policy.ts).
        const facts = shownSection.locator("dl");
        const controller = [
          ["Titolare", salon.owner],
          ["Impresa", `${salon.legalName} (${salon.name})`],
          ["Sede", salonAddress],
          ["P.IVA", salon.vatNumber],
          ...(salon.rea ? [["REA", salon.rea]] : []),
          ["E-mail", salon.email],
          ["Cellulare", salon.mobile],
        ];
        await expect(facts.getByRole("term")).toHaveText(controller.map(([label]) => label!));
        await expect(facts.getByRole("definition")).toHaveText(
          controller.map(([, value]) => value!),
        );
        await expect(facts.getByRole("link", { name: salon.email, exact: true })).toHaveAttribute(
          "href",
          emailLink.href,
        );
        await expect(facts.getByRole("link", { name: salon.mobile, exact: true })).toHaveAttribute(
          "href",
          phoneLink.href,
        );
      }
    }
  });
}

test("the date of the last update, and browsing sets no cookie", async ({ page }) => {
  const date = new Intl.DateTimeFormat("it-IT", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${policy.lastUpdated}T00:00:00Z`));
  await expect(page.locator("main")).toContainText(`Ultimo aggiornamento: ${date}`);
  // What the notice promises: browsing sets no cookie.
  expect(await page.context().cookies()).toEqual([]);
});

test("§4 names the mailbox's provider, its country and, for a US group, the safeguard", async ({
  page,
}) => {
  const { company, country, usParent } = mailProviderFacts(salon.mailProvider);
  const recipients = section(page, titles[3]!).locator("p").filter({ hasText: company });
  await expect(recipients).toHaveCount(1);
  await expect(recipients).toContainText(`${company} (${country})`);
  await expect(recipients).toContainText("responsabile del trattamento (art. 28 GDPR)");
  if (usParent) {
    await expect(recipients).toContainText(`del gruppo ${usParent} (Stati Uniti)`);
    await expect(recipients).toContainText("EU-U.S. Data Privacy Framework");
    await expect(recipients).toContainText("2023/1795");
  } else {
    await expect(recipients).not.toContainText("Stati Uniti");
  }
});

test("the vouchers' WhatsApp request is in §2 while the form and WhatsApp are both there", async ({
  page,
}) => {
  const block = policy.sections[1]!.blocks.find(
    (candidate) => candidate.type !== "controller" && candidate.when === "buoni-whatsapp",
  );
  // The content must say it: the form's WhatsApp button carries the recipient's name.
  expect(block?.type).toBe("paragraph");
  if (block?.type !== "paragraph") return;
  const paragraph = section(page, titles[1]!).getByText(shown(block.text).text, { exact: true });
  await expect(paragraph).toHaveCount(conditions["buoni-whatsapp"] ? 1 : 0);
});
