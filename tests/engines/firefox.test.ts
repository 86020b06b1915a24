import { existsSync } from "node:fs";
import { firefoxPath, openFirefox } from "./firefox";
import { engineMissing, journeys } from "./journeys";

if (existsSync(firefoxPath)) journeys("firefox", openFirefox);
else engineMissing("firefox", `no Firefox at ${firefoxPath} (FIREFOX_PATH)`);
