// The one build `npm test` makes (Playwright's web server makes it): the browser
// tests (Playwright's and the other engines'), the HTML, image and reproducibility
// checks all run on it (docs/decisions/0026-one-build-per-test-run.md). Its own
// folder, made with known EmailJS test keys (the tests answer every request to
// EmailJS themselves), so build/ never holds those fake keys
// (docs/decisions/0006-e2e-build.md). BUILD_DIR gives another folder (the
// fixture-edit check, scripts/content-edit-check.mjs).
export const e2eBuildDir = process.env.BUILD_DIR ?? "build-e2e";

/** Fixed values, whatever a developer's .env says: the tests expect these. */
export const e2eBuildEnv = {
  BUILD_DIR: e2eBuildDir,
  SITE_URL: "https://www.example.com",
  VITE_EMAILJS_SERVICE_ID: "service_e2e",
  VITE_EMAILJS_TEMPLATE_ID: "template_e2e",
  VITE_EMAILJS_PUBLIC_KEY: "public_key_e2e",
};
