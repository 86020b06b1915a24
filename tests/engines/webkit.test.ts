import { existsSync } from "node:fs";
import { engineMissing, journeys } from "./journeys";

import { miniBrowserPath, openWebKit, webKitDriverPath } from "./webkit";

if ([webKitDriverPath, miniBrowserPath].every((path) => existsSync(path))) {
  journeys("webkit", openWebKit);
} else {
  engineMissing(
    "webkit",
    `no WebKitWebDriver at ${webKitDriverPath} or MiniBrowser at ${miniBrowserPath}`,
  );
}
