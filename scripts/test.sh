#!/usr/bin/env bash
# `npm test`: every check and test of the project, as CI runs it.
# On a fresh Debian machine it installs what it needs (PostgreSQL, nginx, Chromium).
# Steps that do not depend on each other run side by side, each with its own log,
# printed when the step ends: the machine has two cores and most steps use one.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s ==\n' "$1"; }

# together 'name' 'command' ['name' 'command' …]: runs the commands at once, then prints
# each one's output under its name; fails when any failed.
together() {
  local logs names=() pids=() status=0 index
  logs=$(mktemp -d)
  while (($#)); do
    names+=("$1")
    bash -c "$2" >"$logs/${#pids[@]}.log" 2>&1 &
    pids+=($!)
    shift 2
  done
  for index in "${!pids[@]}"; do
    local result=passed
    wait "${pids[$index]}" || { result=FAILED; status=1; }
    step "${names[$index]} ($result)"
    cat "$logs/$index.log"
  done
  rm -rf "$logs"
  return $status
}

if [[ ! -d node_modules ]]; then
  step 'Installing dependencies'
  npm ci
fi

# What the steps below need from Debian, installed once here: steps side by side cannot both
# hold apt's lock. (Each step's own script still installs what it lacks when run alone.)
source scripts/lib/debian-packages.sh
need_debian_packages chromium nginx postgresql iproute2

step 'Type check, lint and the builds, side by side'
together \
  'Type check' 'npm run typecheck' \
  'Lint' 'npm run lint' \
  'Builds of the shop, the back office and the API server' \
  'npm run build && npm run build -w @store/api'

step 'Unit and API tests (embedded PGlite)'
# STORE_BUILT=1: the server-rendering tests read the shop the builds above made.
STORE_BUILT=1 npx vitest run

step 'PostgreSQL and two instances behind nginx, side by side'
together \
  'API tests on a PostgreSQL server' 'STORE_BUILT=1 bash scripts/test-pg.sh' \
  'Two instances behind nginx: guarantees, faults and the shop journeys' \
  'STORE_BUILT=1 bash scripts/test-cluster.sh && STORE_BUILT=1 bash scripts/test-cluster-journeys.sh'

step 'Browser journeys (Playwright, Chromium)'
STORE_BUILT=1 bash scripts/test-e2e.sh
