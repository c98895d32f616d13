#!/usr/bin/env bash
# The shop's browser journeys through nginx in front of two compiled instances on one
# PostgreSQL (e2e/playwright.cluster.config.ts). Builds what the instances serve first.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
[[ -x /usr/bin/chromium ]] || missing+=(chromium)
[[ -x /usr/sbin/nginx ]] || missing+=(nginx)
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing+=(postgresql)
if ((${#missing[@]})); then
  echo "Installing ${missing[*]} from Debian packages…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# STORE_BUILT=1: `npm test` built everything already, side by side with the type check.
if [[ -z ${STORE_BUILT:-} ]]; then
  npm run build -w @store/web
  npm run build -w @store/admin
  npm run build -w @store/api
fi
npx playwright test -c e2e/playwright.cluster.config.ts
