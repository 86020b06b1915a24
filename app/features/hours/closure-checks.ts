// What the build refuses in the owner's closures and holiday list, in Italian
// for her: the content schema (app/model/schema.ts) runs these checks.
import { datePattern, isRealDate, shiftYears } from "../../lib/calendar";
import type { Closure } from "./closures";
import { holidayKeys, publicHolidayOn } from "./public-holidays";

export interface ClosureProblem {
  /** Position in the list, from 0. */
  index: number;
  field: keyof Closure;
  /** Italian, for the owner. */
  message: string;
}

/** "ha come data di inizio 2026-02-30, che non esiste nel calendario", or nothing when the date is fine. */
function dateProblem(value: string, what: string): string | undefined {
  if (!datePattern.test(value))
    return `ha come data ${what} «${value}», che non è scritta come AAAA-MM-GG (per esempio 2026-08-01)`;
  if (!isRealDate(value)) return `ha come data ${what} ${value}, che non esiste nel calendario`;
  return undefined;
}

/**
 * What is wrong in the owner's list of closures, in Italian. `today` is the
 * Italian date of the build: a closure that ended more than a year before is
 * only clutter in the CMS.
 */
export function validateClosures(closures: readonly Closure[], today: string): ClosureProblem[] {
  const yearAgo = shiftYears(today, -1);
  return closures.flatMap(({ from, to, reason }, index) => {
    const name = reason.trim() ? `«${reason.trim()}»` : `n. ${index + 1}`;
    const problems: ClosureProblem[] = [];
    const problem = (field: keyof Closure, message: string) =>
      problems.push({ index, field, message: `la chiusura ${name} ${message}` });

    if (!reason.trim())
      problem("reason", "non ha un motivo: scrivine uno, per esempio «Ferie estive»");
    const fromProblem = dateProblem(from, "di inizio");
    const toProblem = dateProblem(to, "di fine");
    if (fromProblem) problem("from", fromProblem);
    if (toProblem) problem("to", toProblem);
    if (fromProblem || toProblem) return problems;

    if (to < from) problem("to", `finisce (${to}) prima di cominciare (${from})`);
    else if (to < yearAgo)
      problem("to", `è finita il ${to}, più di un anno fa: cancellala dall'elenco`);
    return problems;
  });
}

export interface HolidayOverrideProblem {
  index: number;
  message: string;
}

/** What is wrong in the list of holidays the salon opens on: not a holiday, not a date, long past. */
export function validateHolidayOverrides(
  entries: readonly string[],
  today: string,
): HolidayOverrideProblem[] {
  const yearAgo = shiftYears(today, -1);
  return entries.flatMap((entry, index) => {
    const problem = (message: string) => [{ index, message }];
    if ((holidayKeys as readonly string[]).includes(entry)) return [];
    if (!datePattern.test(entry))
      return problem(
        `«${entry}» non è né una data (AAAA-MM-GG, per esempio 2026-12-08) né una festa: usa una data oppure uno di ${holidayKeys.join(", ")}`,
      );
    if (!isRealDate(entry)) return problem(`la data ${entry} non esiste nel calendario`);
    if (!publicHolidayOn(entry))
      return problem(
        `il ${entry} non è una festa nazionale: qui vanno solo i giorni festivi in cui il centro è aperto`,
      );
    if (entry < yearAgo)
      return problem(`il ${entry} è passato da più di un anno: cancellalo dall'elenco`);
    return [];
  });
}
