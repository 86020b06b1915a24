#!/bin/sh
# A server of one's own: builds the repository's newest commit and hands the build to
# nginx, as docs/deploying.md's "Your own server with nginx" does by hand (steps 1, 2 and 4),
# but on the server itself. Run every week by centro-estetico-rebuild.timer: the pages
# compute the open status, the day's hours and the closure notices at build time, 91 days
# ahead. The service checks and reloads nginx after it (it needs root's rights; this does not).
set -eu
site=${SITE_ROOT:-/srv/centro-estetico}
cd "$(dirname "$0")/.."

# The owner's saves in the CMS are commits: take them.
git pull --ff-only --quiet
npm install --no-audit --no-fund
# Reads .env (SITE_URL and the EmailJS keys) as on any machine.
npm run build

release=$(basename "$(readlink build)")
mkdir -p "$site/releases"
cp -a "$(readlink -f build)" "$site/releases/$release"
printf 'root %s/releases/%s/client;\ninclude %s/releases/%s/hosting/nginx-site.conf;\n' \
  "$site" "$release" "$site" "$release" >"$site/release.conf.new"
mv "$site/release.conf.new" "$site/release.conf"

# The last two builds stay: the one served, and the one before for the requests under way.
ls -dt "$site"/releases/*/ | tail -n +3 | xargs -r rm -rf
