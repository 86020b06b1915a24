// @ts-check
// `npm run start:nginx`: serves the build with the system's nginx and the
// site's own nginx directives (<build>/hosting/nginx-site.conf, the file
// deploy/nginx.conf includes in production), on http://127.0.0.1:8080 (PORT
// overrides). The end-to-end tests use it to check the real nginx config.
// Everything nginx writes (pid, logs, temp files) goes to a temporary folder,
// removed on exit: nothing under /etc, /var or /run is touched.
//
// With HTTPS_PORT (and HTTP_PORT) set, it also runs deploy/nginx.conf itself,
// on 127.0.0.1 only: its port-443 servers on HTTPS_PORT with a throwaway
// self-signed certificate made here (openssl), its port-80 servers on
// HTTP_PORT, the build in place of /srv/centro-estetico. Requests choose the
// server with their Host header (www.example.com, example.com).
// NGINX_SITE serves another site config instead of nginx-site.conf (bench).
//
// As on a server (deploy/nginx.conf), nginx serves the build BUILD_DIR points to
// when it starts, by its real folder: `npm run build` swaps in a new build
// beside it, which nginx serves after a reload (SIGHUP to this script), the
// files and the headers with their CSP hashes together.
import { execFileSync, spawn } from "node:child_process";
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const build = process.env.BUILD_DIR ?? "build";
const port = Number(process.env.PORT ?? 8080);
const nginx = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const mimeTypes = process.env.NGINX_MIME_TYPES ?? "/etc/nginx/mime.types";
const site = () =>
  realpathSync(process.env.NGINX_SITE ?? join(build, "hosting", "nginx-site.conf"));
const httpsPort = process.env.HTTPS_PORT ? Number(process.env.HTTPS_PORT) : undefined;
const httpPort = Number(process.env.HTTP_PORT ?? port + 2);
const workers = Number(process.env.NGINX_WORKERS ?? 1);

for (const [file, hint] of /** @type {[string, string][]} */ ([
  [nginx, "install it (apt-get install nginx) or set NGINX_PATH"],
  [mimeTypes, "set NGINX_MIME_TYPES to nginx's mime.types"],
  [join(build, "hosting", "nginx-site.conf"), "run npm run build first"],
])) {
  if (!existsSync(file)) {
    console.error(`serve-nginx: ${file} is missing: ${hint}`);
    process.exit(1);
  }
}

const prefix = mkdtempSync(join(tmpdir(), "site-nginx-"));
const conf = join(prefix, "nginx.conf");
const releaseConf = join(prefix, "release.conf");

/** The build in use, by its real folder, as each deploy writes it on a server (docs/deploying.md). */
function writeReleaseConf() {
  const folder = realpathSync(build);
  writeFileSync(releaseConf, `root ${join(folder, "client")};\ninclude ${site()};\n`);
  return folder;
}

/**
 * deploy/nginx.conf as production runs it, moved onto loopback ports, the
 * throwaway certificate and this build. Each replacement must find its text:
 * a changed deploy/nginx.conf fails here rather than going untested.
 */
function deployedServers() {
  const cert = join(prefix, "cert.pem");
  const key = join(prefix, "key.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost,DNS:www.example.com,DNS:example.com,IP:127.0.0.1",
      "-keyout",
      key,
      "-out",
      cert,
    ],
    { stdio: "ignore" },
  );
  /** @type {[RegExp, string][]} */
  const replacements = [
    [/^\s*listen \[::\]:\d+.*\n/gm, ""],
    [/listen 80;/g, `listen 127.0.0.1:${httpPort};`],
    [/listen 443 ssl/g, `listen 127.0.0.1:${httpsPort} ssl`],
    [/\/etc\/letsencrypt\/live\/[^;]+\/fullchain\.pem/g, cert],
    [/\/etc\/letsencrypt\/live\/[^;]+\/privkey\.pem/g, key],
    [/\/srv\/centro-estetico\/release\.conf/g, releaseConf],
  ];
  let text = readFileSync(new URL("../deploy/nginx.conf", import.meta.url), "utf8");
  for (const [pattern, replacement] of replacements) {
    if (!pattern.test(text)) throw new Error(`serve-nginx: deploy/nginx.conf has no ${pattern}`);
    text = text.replace(pattern, replacement);
  }
  return text;
}
writeFileSync(
  conf,
  `# Written by scripts/serve-nginx.mjs: a throwaway nginx around the site's config.
${
  // As root, nginx would hand requests to a "nobody" worker that may not read the build.
  process.getuid?.() === 0 ? "user root;" : ""
}
worker_processes ${workers};
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;

events {
    worker_connections 256;
}

http {
    include ${mimeTypes};
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    client_body_temp_path ${prefix}/client-body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;

    server {
        listen 127.0.0.1:${port};
        server_name localhost;
        include ${releaseConf};
    }
${httpsPort ? `\n# deploy/nginx.conf\n${deployedServers()}` : ""}
}
`,
);

const folder = writeReleaseConf();
const server = spawn(nginx, ["-p", prefix, "-c", conf, "-e", "stderr", "-g", "daemon off;"], {
  stdio: "inherit",
});
console.log(
  `serve-nginx: serving ${folder} on http://127.0.0.1:${port}` +
    (httpsPort ? `, and deploy/nginx.conf on ports ${httpPort} and ${httpsPort} (TLS)` : ""),
);

const cleanUp = () => rmSync(prefix, { recursive: true, force: true });
for (const signal of ["SIGINT", "SIGTERM"]) {
  // SIGQUIT: nginx finishes the requests under way, then stops.
  process.on(signal, () => server.kill("SIGQUIT"));
}
// SIGHUP: the build BUILD_DIR points to now, after `npm run build`: nginx reloads.
process.on("SIGHUP", () => {
  console.log(`serve-nginx: reloading with ${writeReleaseConf()}`);
  server.kill("SIGHUP");
});
server.on("exit", (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal === "SIGQUIT" ? 0 : 1));
});
