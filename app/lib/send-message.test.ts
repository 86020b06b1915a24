import { sendForm } from "@emailjs/browser";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  classifyFailure,
  failureForStatus,
  rateLimitId,
  sendMessage,
  sendThrottleMs,
  sendTimeoutMs,
} from "./send-message";

const config = { serviceId: "service_x", templateId: "template_y", publicKey: "key_z" };

function contactForm(): HTMLFormElement {
  const form = document.createElement("form");
  form.innerHTML = `
    <input name="user_name" value="Giulia">
    <input name="user_email" value="giulia@example.com">
    <textarea name="message">Vorrei un appuntamento</textarea>`;
  return form;
}

let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("failureForStatus", () => {
  it.each([
    [400, "rejected"],
    [404, "rejected"],
    [413, "rejected"],
    [403, "blocked"],
    [429, "rate-limited"],
    [451, "unavailable"],
    [500, "server"],
    [503, "server"],
    [302, "unknown"],
  ] as const)("%i → %s", (status, failure) => {
    expect(failureForStatus(status)).toBe(failure);
  });
});

describe("classifyFailure", () => {
  it("reads a network failure from fetch's TypeError", () => {
    expect(classifyFailure(new TypeError("Failed to fetch"))).toEqual({
      ok: false,
      failure: "network",
      status: 0,
      text: "Failed to fetch",
    });
  });

  it("reads EmailJS's { status, text }", () => {
    expect(classifyFailure({ status: 451, text: "Unavailable For Headless Browser" })).toEqual({
      ok: false,
      failure: "unavailable",
      status: 451,
      text: "Unavailable For Headless Browser",
    });
  });

  it("reads the SDK's plain-string complaints as unknown", () => {
    expect(classifyFailure("The public key is required.")).toMatchObject({
      failure: "unknown",
      text: "The public key is required.",
    });
  });
});

describe("sendMessage", () => {
  it("calls sendForm with the configuration and a rate limit", async () => {
    const send = vi.fn().mockResolvedValue({ status: 200, text: "OK" });
    const form = contactForm();
    await expect(sendMessage(form, config, { send })).resolves.toEqual({ ok: true });
    expect(send).toHaveBeenCalledExactlyOnceWith("service_x", "template_y", form, {
      publicKey: "key_z",
      limitRate: { id: rateLimitId, throttle: sendThrottleMs },
    });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("fails without calling EmailJS when it is not configured", async () => {
    const send = vi.fn();
    const result = await sendMessage(contactForm(), null, { send });
    expect(result).toMatchObject({ ok: false, failure: "not-configured" });
    expect(send).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledOnce();
  });

  it("logs the status and text of a failure, never the visitor's words", async () => {
    const send = vi.fn().mockRejectedValue({ status: 400, text: "The template ID is invalid" });
    const result = await sendMessage(contactForm(), config, { send });
    expect(result).toEqual({
      ok: false,
      failure: "rejected",
      status: 400,
      text: "The template ID is invalid",
    });
    expect(consoleError).toHaveBeenCalledExactlyOnceWith(
      "Contact form not sent (EmailJS): 400 The template ID is invalid",
    );
    const logged = consoleError.mock.calls.flat().join(" ");
    expect(logged).not.toContain("Giulia");
    expect(logged).not.toContain("giulia@example.com");
    expect(logged).not.toContain("appuntamento");
  });

  it("gives up on a request that has not answered after 15 seconds", async () => {
    vi.useFakeTimers();
    const send = vi.fn(() => new Promise<never>(() => {}));
    let settled: unknown;
    void sendMessage(contactForm(), config, { send }).then((result) => (settled = result));
    await vi.advanceTimersByTimeAsync(sendTimeoutMs - 1);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toMatchObject({ ok: false, failure: "timeout" });
    expect(sendTimeoutMs).toBe(15_000);
  });

  it("takes a shorter timeout when asked", async () => {
    vi.useFakeTimers();
    const send = vi.fn(() => new Promise<never>(() => {}));
    const pending = sendMessage(contactForm(), config, { send, timeoutMs: 100 });
    await vi.advanceTimersByTimeAsync(100);
    await expect(pending).resolves.toMatchObject({ failure: "timeout" });
  });
});

// The real SDK with fetch replaced: what it posts and how it fails.
describe("sendMessage with @emailjs/browser", () => {
  it("posts the form as multipart to send-form with the EmailJS fields", async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response("OK", { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    await expect(sendMessage(contactForm(), config, { send: sendForm })).resolves.toEqual({
      ok: true,
    });
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("https://api.emailjs.com/api/v1.0/email/send-form");
    expect(init.method).toBe("POST");
    const body = init.body as FormData;
    expect(Object.fromEntries(body.entries())).toEqual({
      user_name: "Giulia",
      user_email: "giulia@example.com",
      message: "Vorrei un appuntamento",
      lib_version: "4.4.1",
      service_id: "service_x",
      template_id: "template_y",
      user_id: "key_z",
    });
  });

  it("answers a second send within the throttle with 429 and no request", async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response("Server error", { status: 500 }));
    vi.stubGlobal("fetch", fetchMock);
    await expect(sendMessage(contactForm(), config)).resolves.toMatchObject({
      failure: "server",
      status: 500,
    });
    await expect(sendMessage(contactForm(), config)).resolves.toMatchObject({
      failure: "rate-limited",
      status: 429,
    });
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it("reads a failed fetch as a network failure", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    await expect(sendMessage(contactForm(), config)).resolves.toMatchObject({
      failure: "network",
      status: 0,
    });
  });
});
