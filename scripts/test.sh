#!/usr/bin/env bash
# `npm test`: every check and test of the project, as CI runs it.
# On a fresh Debian machine it installs what it needs (PostgreSQL, Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s ==\n' "$1"; }

if [[ ! -d node_modules ]]; then
  step 'Installing dependencies'
  npm ci
fi

step 'Type check'
npm run typecheck

step 'Lint'
npm run lint

step 'Unit and API tests (embedded PGlite)'
npx vitest run

step 'API tests on a PostgreSQL server'
bash scripts/test-pg.sh

step 'Browser journeys (Playwright, Chromium)'
bash scripts/test-e2e.sh
