#!/usr/bin/env bash
# Each workspace has its own compiler settings (DOM for the web app, Node for the rest).
set -euo pipefail
cd "$(dirname "$0")/.."
status=0
for project in packages/contract packages/media packages/db apps/api apps/web apps/admin e2e bench; do
  npx tsc -p "$project" || status=1
done
exit $status
