// Sends the contact form with EmailJS and turns every way it can go wrong into
// one of a few named failures, each with its own explanation on the page
// (app/content/contatti.ts). Only the status and the service's text are logged,
// never what the visitor wrote.
import { sendForm } from "@emailjs/browser";
import type { EmailJsConfig } from "./emailjs-config";

/** A send that has not answered by then is reported as failed. */
export const sendTimeoutMs = 15_000;

/**
 * EmailJS's own rate limit, checked in the browser: one send per this many
 * milliseconds. The SDK records the time before the request, so a failed send
 * uses up the window too, and a retry within it gets 429 without a request.
 */
export const sendThrottleMs = 5_000;
export const rateLimitId = "contact-form";

export type SendFailure =
  | "not-configured"
  | "rejected"
  | "blocked"
  | "rate-limited"
  | "unavailable"
  | "server"
  | "network"
  | "timeout"
  | "unknown";

export type SendResult =
  { ok: true } | { ok: false; failure: SendFailure; status: number | string; text: string };

type FailedResult = Extract<SendResult, { ok: false }>;

class SendTimeoutError extends Error {}

/** What EmailJS's HTTP status means for the visitor. */
export function failureForStatus(status: number): SendFailure {
  if (status === 403) return "blocked";
  if (status === 429) return "rate-limited";
  if (status === 451) return "unavailable";
  if (status >= 500 && status <= 599) return "server";
  if (status >= 400 && status <= 499) return "rejected";
  return "unknown";
}

function isResponseStatus(error: unknown): error is { status: number; text: string } {
  return (
    typeof error === "object" &&
    error !== null &&
    typeof (error as { status?: unknown }).status === "number"
  );
}

/**
 * The SDK rejects with { status, text } for an answer that is not ok (and for
 * its own 429, 403 and 451 checks), with fetch's TypeError when the network
 * fails, and with a plain string when its arguments are wrong.
 */
export function classifyFailure(error: unknown): FailedResult {
  if (error instanceof SendTimeoutError) {
    return { ok: false, failure: "timeout", status: "timeout", text: error.message };
  }
  if (error instanceof TypeError) {
    return { ok: false, failure: "network", status: 0, text: error.message };
  }
  if (isResponseStatus(error)) {
    const text = typeof error.text === "string" ? error.text : "";
    return { ok: false, failure: failureForStatus(error.status), status: error.status, text };
  }
  return { ok: false, failure: "unknown", status: "error", text: String(error) };
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new SendTimeoutError(`No answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export interface SendOptions {
  timeoutMs?: number;
  /** The SDK's sendForm; tests pass a fake. */
  send?: typeof sendForm;
}

/** Sends the form's named fields; never throws. */
export async function sendMessage(
  form: HTMLFormElement,
  config: EmailJsConfig | null,
  { timeoutMs = sendTimeoutMs, send = sendForm }: SendOptions = {},
): Promise<SendResult> {
  let result: SendResult;
  if (!config) {
    result = {
      ok: false,
      failure: "not-configured",
      status: "not configured",
      text: "VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_TEMPLATE_ID and VITE_EMAILJS_PUBLIC_KEY must be set at build time (docs/email.md)",
    };
  } else {
    try {
      await withTimeout(
        send(config.serviceId, config.templateId, form, {
          publicKey: config.publicKey,
          limitRate: { id: rateLimitId, throttle: sendThrottleMs },
        }),
        timeoutMs,
      );
      return { ok: true };
    } catch (error) {
      result = classifyFailure(error);
    }
  }
  console.error(`Contact form not sent (EmailJS): ${result.status} ${result.text}`);
  return result;
}
