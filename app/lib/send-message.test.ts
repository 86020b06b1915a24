// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  classifyFailure,
  createRateLimit,
  failureForStatus,
  isUncertain,
  sendFormUrl,
  sendMessage,
  sendThrottleMs,
  sendTimeoutMs,
} from "./send-message";

const config = { serviceId: "service_x", templateId: "template_y", publicKey: "key_z" };

/** What a form gives to send. */
function contactForm(): FormData {
  const form = document.createElement("form");
  form.innerHTML = `
    <input name="user_name" value="Giulia">
    <input name="user_email" value="giulia@example.com">
    <textarea name="message">Vorrei un appuntamento</textarea>`;
  return new FormData(form);
}

/** A fetch that never answers until aborted, as a browser's does. */
function hangingFetch() {
  return vi.fn(
    (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener("abort", () =>
          reject(new DOMException("The operation was aborted.", "AbortError")),
        );
      }),
  );
}

let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
  localStorage.clear();
  sessionStorage.clear();
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
    [413, "too-large"],
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

  it("reads an abort at the time-out as a time-out", () => {
    expect(
      classifyFailure(new DOMException("aborted", "AbortError"), { timedOut: true }),
    ).toMatchObject({ failure: "timeout", status: "timeout" });
  });

  it("reads anything else as unknown", () => {
    expect(classifyFailure("odd")).toMatchObject({ failure: "unknown", text: "odd" });
  });
});

describe("isUncertain", () => {
  it("holds only where the message may have arrived", () => {
    expect(isUncertain("network")).toBe(true);
    expect(isUncertain("timeout")).toBe(true);
    for (const failure of [
      "rejected",
      "server",
      "rate-limited",
      "offline",
      "not-configured",
    ] as const) {
      expect(isUncertain(failure)).toBe(false);
    }
  });
});

describe("createRateLimit", () => {
  it("allows one send per window, counting from the attempt", () => {
    const limit = createRateLimit(5_000);
    expect(limit.take(1_000)).toBe(true);
    expect(limit.take(5_999)).toBe(false);
    expect(limit.take(6_000)).toBe(true);
  });
});

describe("sendMessage", () => {
  it("posts the form as multipart to send-form with EmailJS's own fields", async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response("OK", { status: 200 }));
    const result = await sendMessage(contactForm(), config, {
      fetch: fetchMock,
      rateLimit: createRateLimit(),
    });
    expect(result).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("https://api.emailjs.com/api/v1.0/email/send-form");
    expect(url).toBe(sendFormUrl);
    expect(init.method).toBe("POST");
    expect(init.signal).toBeInstanceOf(AbortSignal);
    expect(Object.fromEntries((init.body as FormData).entries())).toEqual({
      user_name: "Giulia",
      user_email: "giulia@example.com",
      message: "Vorrei un appuntamento",
      lib_version: "4.4.1",
      service_id: "service_x",
      template_id: "template_y",
      user_id: "key_z",
    });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("uses the global fetch by default", async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response("OK", { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    await expect(
      sendMessage(contactForm(), config, { rateLimit: createRateLimit() }),
    ).resolves.toEqual({
      ok: true,
    });
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it("fails without a request when it is not configured", async () => {
    const fetchMock = vi.fn();
    const result = await sendMessage(contactForm(), null, { fetch: fetchMock });
    expect(result).toMatchObject({ ok: false, failure: "not-configured" });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledOnce();
  });

  it("fails without a request when the browser knows it is offline", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const fetchMock = vi.fn();
    const result = await sendMessage(contactForm(), config, {
      fetch: fetchMock,
      rateLimit: createRateLimit(),
    });
    expect(result).toMatchObject({ ok: false, failure: "offline" });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("logs the status and text of a failure, never the visitor's words", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(new Response("The template ID is invalid", { status: 400 }));
    const result = await sendMessage(contactForm(), config, {
      fetch: fetchMock,
      rateLimit: createRateLimit(),
    });
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

  it("refuses a second send within the throttle without a request, even after a failure", async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response("Server error", { status: 500 }));
    const rateLimit = createRateLimit();
    await expect(
      sendMessage(contactForm(), config, { fetch: fetchMock, rateLimit }),
    ).resolves.toMatchObject({ failure: "server", status: 500 });
    await expect(
      sendMessage(contactForm(), config, { fetch: fetchMock, rateLimit }),
    ).resolves.toMatchObject({ failure: "rate-limited", status: 429, text: "Too Many Requests" });
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(sendThrottleMs).toBe(5_000);
  });

  it("keeps the rate limit in memory: nothing is written to the browser's storage", async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response("OK", { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    await sendMessage(contactForm(), config);
    await sendMessage(contactForm(), config);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(document.cookie).toBe("");
  });

  it("reads a failed fetch as a network failure whose outcome is unknown", async () => {
    const fetchMock = vi.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    const result = await sendMessage(contactForm(), config, {
      fetch: fetchMock,
      rateLimit: createRateLimit(),
    });
    expect(result).toMatchObject({ failure: "network", status: 0 });
    expect(isUncertain(result.ok ? "unknown" : result.failure)).toBe(true);
  });

  it("aborts a request that has not answered after 15 seconds", async () => {
    vi.useFakeTimers();
    const fetchMock = hangingFetch();
    let settled: unknown;
    void sendMessage(contactForm(), config, {
      fetch: fetchMock,
      rateLimit: createRateLimit(),
    }).then((result) => (settled = result));
    await vi.advanceTimersByTimeAsync(sendTimeoutMs - 1);
    expect(settled).toBeUndefined();
    const signal = (fetchMock.mock.calls[0]?.[1] as RequestInit).signal!;
    expect(signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal.aborted).toBe(true);
    expect(settled).toMatchObject({ ok: false, failure: "timeout" });
    expect(sendTimeoutMs).toBe(15_000);
  });

  it("takes a shorter timeout when asked, and leaves a prompt answer alone", async () => {
    vi.useFakeTimers();
    const pending = sendMessage(contactForm(), config, {
      fetch: hangingFetch(),
      timeoutMs: 100,
      rateLimit: createRateLimit(),
    });
    await vi.advanceTimersByTimeAsync(100);
    await expect(pending).resolves.toMatchObject({ failure: "timeout" });

    const prompt = vi.fn().mockResolvedValue(new Response("OK", { status: 200 }));
    await expect(
      sendMessage(contactForm(), config, {
        fetch: prompt,
        timeoutMs: 100,
        rateLimit: createRateLimit(),
      }),
    ).resolves.toEqual({ ok: true });
    expect(vi.getTimerCount()).toBe(0);
  });
});
