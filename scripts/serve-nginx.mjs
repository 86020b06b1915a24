// @ts-check
// `npm run start:nginx`: serves the build with the system's nginx and the
// site's own nginx directives (<build>/hosting/nginx-site.conf, the file
// deploy/nginx.conf includes in production), on http://127.0.0.1:8080 (PORT
// overrides). The end-to-end tests use it to check the real nginx config.
// Everything nginx writes (pid, logs, temp files) goes to a temporary folder,
// removed on exit: nothing under /etc, /var or /run is touched.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const build = process.env.BUILD_DIR ?? "build";
const port = Number(process.env.PORT ?? 8080);
const nginx = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const mimeTypes = process.env.NGINX_MIME_TYPES ?? "/etc/nginx/mime.types";
const root = resolve(build, "client");
const site = resolve(build, "hosting", "nginx-site.conf");

for (const [file, hint] of /** @type {[string, string][]} */ ([
  [nginx, "install it (apt-get install nginx) or set NGINX_PATH"],
  [mimeTypes, "set NGINX_MIME_TYPES to nginx's mime.types"],
  [site, "run npm run build first"],
])) {
  if (!existsSync(file)) {
    console.error(`serve-nginx: ${file} is missing: ${hint}`);
    process.exit(1);
  }
}

const prefix = mkdtempSync(join(tmpdir(), "site-nginx-"));
const conf = join(prefix, "nginx.conf");
writeFileSync(
  conf,
  `# Written by scripts/serve-nginx.mjs: a throwaway nginx around the site's config.
${
  // As root, nginx would hand requests to a "nobody" worker that may not read the build.
  process.getuid?.() === 0 ? "user root;" : ""
}
worker_processes 1;
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
        root ${root};
        include ${site};
    }
}
`,
);

const server = spawn(nginx, ["-p", prefix, "-c", conf, "-e", "stderr", "-g", "daemon off;"], {
  stdio: "inherit",
});
console.log(`serve-nginx: serving ${root} on http://127.0.0.1:${port}`);

const cleanUp = () => rmSync(prefix, { recursive: true, force: true });
for (const signal of ["SIGINT", "SIGTERM"]) {
  // SIGQUIT: nginx finishes the requests under way, then stops.
  process.on(signal, () => server.kill("SIGQUIT"));
}
server.on("exit", (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal === "SIGQUIT" ? 0 : 1));
});
