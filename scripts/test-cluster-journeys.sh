#!/usr/bin/env bash
# The shop's browser journeys through nginx in front of two compiled instances on one
# PostgreSQL (e2e/playwright.cluster.config.ts). Builds what the instances serve first.
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/lib/debian-packages.sh
need_debian_packages chromium nginx postgresql

# STORE_BUILT=1: `npm test` built everything already, side by side with the type check.
if [[ -z ${STORE_BUILT:-} ]]; then
  npm run build -w @store/web
  npm run build -w @store/admin
  npm run build -w @store/api
fi
npx playwright test -c e2e/playwright.cluster.config.ts
