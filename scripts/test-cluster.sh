#!/usr/bin/env bash
# The store as production runs it, on loopback: PostgreSQL, two compiled instances and
# nginx (e2e/cluster/harness.ts), with the tests of e2e/cluster: what must hold whichever
# instance answers, and what must survive a killed instance, a restarted database and a
# mail server that refuses. Each test file starts and stops its own cluster.
set -euo pipefail
cd "$(dirname "$0")/.."

have_pg() { compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; }
missing=()
[[ -x /usr/sbin/nginx ]] || missing+=(nginx)
have_pg || missing+=(postgresql)
# `ss` finds a killed instance's database connections.
command -v ss >/dev/null || missing+=(iproute2)
if ((${#missing[@]})); then
  echo "Installing ${missing[*]} from Debian packages…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${missing[@]}" >/dev/null
  # Debian starts the packaged services; the harness runs its own copies on its own ports.
  systemctl disable --now nginx postgresql >/dev/null 2>&1 || true
fi

# The instances serve the compiled server and the built shop and back office, as `npm start`
# does. STORE_BUILT=1: `npm test` built them already, side by side with the type check.
if [[ -z ${STORE_BUILT:-} ]]; then
  npm run build -w @store/api
  npm run build
fi

npx vitest run --config e2e/cluster/vitest.config.ts "$@"
