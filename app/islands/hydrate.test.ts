// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { changedBeforeHydration } from "./hydrate";

/** The controls of `html` as the parser made them (what the prerender wrote). */
function controls<T extends HTMLElement>(html: string): T[] {
  document.body.innerHTML = `<form>${html}</form>`;
  return [...document.querySelectorAll<T>("input, select, textarea")];
}

const changed = (list: HTMLElement[]) => list.map(changedBeforeHydration);

describe("changedBeforeHydration", () => {
  it("tells a select moved off the option the page selected, or off the first one", () => {
    const selects = controls<HTMLSelectElement>(
      `<select><option value="">Nessuno</option><option value="a" selected>A</option></select>
       <select><option value="">Nessuno</option><option value="b">B</option></select>`,
    );
    expect(changed(selects)).toEqual([false, false]);
    const [marked, unmarked] = selects as [HTMLSelectElement, HTMLSelectElement];
    marked.value = "";
    unmarked.value = "b";
    expect(changed(selects)).toEqual([true, true]);
    marked.value = "a";
    expect(changedBeforeHydration(marked)).toBe(false);
  });

  it("tells a box or a radio ticked or unticked", () => {
    const boxes = controls<HTMLInputElement>(
      `<input type="checkbox"><input type="checkbox" checked><input type="radio" name="r">`,
    );
    expect(changed(boxes)).toEqual([false, false, false]);
    for (const box of boxes) box.checked = !box.checked;
    expect(changed(boxes)).toEqual([true, true, true]);
  });

  it("tells text typed, and leaves hidden fields alone", () => {
    const fields = controls<HTMLInputElement | HTMLTextAreaElement>(
      `<input name="n"><textarea name="m">Ciao</textarea><input type="hidden" name="h" value="x">`,
    );
    expect(changed(fields)).toEqual([false, false, false]);
    for (const field of fields) field.value += "!";
    expect(changed(fields)).toEqual([true, true, false]);
  });
});
