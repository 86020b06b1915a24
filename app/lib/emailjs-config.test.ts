import { describe, expect, it } from "vitest";
import { missingEmailJsVariables, readEmailJsConfig } from "./emailjs-config";

const complete = {
  VITE_EMAILJS_SERVICE_ID: "service_abc",
  VITE_EMAILJS_TEMPLATE_ID: "template_def",
  VITE_EMAILJS_PUBLIC_KEY: "public_ghi",
};

describe("readEmailJsConfig", () => {
  it("reads the three keys, trimmed", () => {
    expect(readEmailJsConfig({ ...complete, VITE_EMAILJS_PUBLIC_KEY: " public_ghi\n" })).toEqual({
      serviceId: "service_abc",
      templateId: "template_def",
      publicKey: "public_ghi",
    });
  });

  it("gives null when any key is missing or blank", () => {
    expect(readEmailJsConfig({})).toBeNull();
    expect(readEmailJsConfig({ ...complete, VITE_EMAILJS_TEMPLATE_ID: undefined })).toBeNull();
    expect(readEmailJsConfig({ ...complete, VITE_EMAILJS_SERVICE_ID: "  " })).toBeNull();
  });
});

describe("missingEmailJsVariables", () => {
  it("names every missing variable", () => {
    expect(missingEmailJsVariables({})).toEqual([
      "VITE_EMAILJS_SERVICE_ID",
      "VITE_EMAILJS_TEMPLATE_ID",
      "VITE_EMAILJS_PUBLIC_KEY",
    ]);
    expect(missingEmailJsVariables({ ...complete, VITE_EMAILJS_PUBLIC_KEY: "" })).toEqual([
      "VITE_EMAILJS_PUBLIC_KEY",
    ]);
    expect(missingEmailJsVariables(complete)).toEqual([]);
  });
});
