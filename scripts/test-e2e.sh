#!/usr/bin/env bash
# Browser journeys: builds the web app, starts the store on a fresh embedded
# database (Playwright's webServer) and drives Debian's Chromium through it.
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/lib/debian-packages.sh
need_debian_packages chromium

# STORE_BUILT=1: `npm test` built everything already, side by side with the type check.
if [[ -z ${STORE_BUILT:-} ]]; then
  npm run build -w @store/web
  npm run build -w @store/admin
fi
E2E_DATA_DIR=$(mktemp -d /tmp/kainara-e2e.XXXXXX)
export E2E_DATA_DIR
trap 'rm -rf "$E2E_DATA_DIR"' EXIT
npx playwright test -c e2e/playwright.config.ts
