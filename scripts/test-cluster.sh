#!/usr/bin/env bash
# The store as production runs it, on loopback: PostgreSQL, two compiled instances and
# nginx (e2e/cluster/harness.ts), with the tests of e2e/cluster: what must hold whichever
# instance answers, and what must survive a killed instance, a restarted database and a
# mail server that refuses. Each test file starts and stops its own cluster.
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/lib/debian-packages.sh
need_debian_packages nginx postgresql iproute2

# The instances serve the compiled server and the built shop and back office, as `npm start`
# does. STORE_BUILT=1: `npm test` built them already, side by side with the type check.
if [[ -z ${STORE_BUILT:-} ]]; then
  npm run build -w @store/api
  npm run build
fi

npx vitest run --config e2e/cluster/vitest.config.ts "$@"
