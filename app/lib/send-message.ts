// Sends the contact form to EmailJS's REST endpoint and turns every way it can
// go wrong into one of a few named failures, each with its own explanation on
// the page (app/lib/form-words.ts). Only the status and the service's text
// are logged, never what the visitor wrote.
//
// The request is made here with fetch rather than by the @emailjs/browser SDK,
// for two reasons: it can be aborted (the SDK takes no AbortSignal, so a
// time-out only stopped waiting while the request went on and was delivered),
// and the rate limit lives in memory (the SDK keeps it in localStorage, which
// the privacy policy says the site never uses).
import type { EmailJsConfig } from "./emailjs-config";

/** Where EmailJS's sendForm posts, and what it posts besides the form's own fields. */
export const sendFormUrl = "https://api.emailjs.com/api/v1.0/email/send-form";
/** The SDK version whose request this reproduces; EmailJS reads it like the SDK's own. */
export const emailJsLibVersion = "4.4.1";

/** A send that has not answered by then is aborted. */
export const sendTimeoutMs = 15_000;

/**
 * One send per this many milliseconds from the same page. The time is recorded
 * before the request, so a failed send uses up the window too, and a retry
 * within it is refused without a request (EmailJS allows about one a second).
 */
export const sendThrottleMs = 5_000;

export type SendFailure =
  | "not-configured"
  | "offline"
  | "rejected"
  | "too-large"
  | "blocked"
  | "rate-limited"
  | "unavailable"
  | "server"
  | "network"
  | "timeout"
  | "unknown";

/**
 * Failures after which the message may have arrived all the same: the request
 * had gone out when the connection failed, or EmailJS was still working on it
 * when it was aborted. The visitor is told so, rather than invited to send a copy.
 */
export const uncertainFailures = ["network", "timeout"] as const satisfies readonly SendFailure[];

export function isUncertain(failure: SendFailure): boolean {
  return (uncertainFailures as readonly SendFailure[]).includes(failure);
}

export type SendResult =
  { ok: true } | { ok: false; failure: SendFailure; status: number | string; text: string };

type FailedResult = Extract<SendResult, { ok: false }>;

/** What EmailJS's HTTP status means for the visitor. */
export function failureForStatus(status: number): SendFailure {
  if (status === 403) return "blocked";
  if (status === 413) return "too-large";
  if (status === 429) return "rate-limited";
  if (status === 451) return "unavailable";
  if (status >= 500 && status <= 599) return "server";
  if (status >= 400 && status <= 499) return "rejected";
  return "unknown";
}

/** A rejected fetch: aborted at the time-out, or the network failed (fetch's TypeError). */
export function classifyFailure(error: unknown, { timedOut = false } = {}): FailedResult {
  if (timedOut) {
    return { ok: false, failure: "timeout", status: "timeout", text: "No answer in time: aborted" };
  }
  if (error instanceof TypeError) {
    return { ok: false, failure: "network", status: 0, text: error.message };
  }
  return { ok: false, failure: "unknown", status: "error", text: String(error) };
}

/** The last send's time, kept in memory only: nothing is stored in the browser. */
export function createRateLimit(throttleMs = sendThrottleMs) {
  let last: number | undefined;
  return {
    /** True, and the time recorded, when a send may go now. */
    take(now = Date.now()): boolean {
      if (last !== undefined && now - last < throttleMs) return false;
      last = now;
      return true;
    },
  };
}

export type RateLimit = ReturnType<typeof createRateLimit>;

/** The page's own limit: one per page load, shared by every form on it. */
const pageRateLimit = createRateLimit();

/** The body EmailJS's sendForm posts: the form's fields and the four of its own. */
export function emailJsFormData(fields: FormData, config: EmailJsConfig): FormData {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  data.append("lib_version", emailJsLibVersion);
  data.append("service_id", config.serviceId);
  data.append("template_id", config.templateId);
  data.append("user_id", config.publicKey);
  return data;
}

export interface SendOptions {
  timeoutMs?: number;
  /** Tests pass a fake fetch and their own limit. */
  fetch?: typeof fetch;
  rateLimit?: RateLimit;
}

async function post(
  fields: FormData,
  config: EmailJsConfig | null,
  { timeoutMs = sendTimeoutMs, fetch: fetchImpl = fetch, rateLimit = pageRateLimit }: SendOptions,
): Promise<SendResult> {
  if (!config) {
    return {
      ok: false,
      failure: "not-configured",
      status: "not configured",
      text: "VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_TEMPLATE_ID and VITE_EMAILJS_PUBLIC_KEY must be set at build time (docs/email.md)",
    };
  }
  // Known offline: certainly not sent, and no request to wonder about.
  if (typeof navigator !== "undefined" && navigator.onLine === false) {
    return { ok: false, failure: "offline", status: "offline", text: "navigator.onLine is false" };
  }
  if (!rateLimit.take()) {
    return { ok: false, failure: "rate-limited", status: 429, text: "Too Many Requests" };
  }

  const body = emailJsFormData(fields, config);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetchImpl(sendFormUrl, {
      method: "POST",
      body,
      signal: controller.signal,
    });
    if (response.ok) return { ok: true };
    const text = await response.text().catch(() => "");
    return { ok: false, failure: failureForStatus(response.status), status: response.status, text };
  } catch (error) {
    return classifyFailure(error, { timedOut });
  } finally {
    clearTimeout(timer);
  }
}

/** Sends a form's fields (what the e-mail carries); never throws. */
export async function sendMessage(
  fields: FormData,
  config: EmailJsConfig | null,
  options: SendOptions = {},
): Promise<SendResult> {
  const result = await post(fields, config, options);
  if (!result.ok) console.error(`Contact form not sent (EmailJS): ${result.status} ${result.text}`);
  return result;
}
