#!/usr/bin/env bash
# Each workspace has its own compiler settings (DOM for the web app, Node for the rest).
# The packages and the API share theirs, so they are compiled as one program: the API's
# program holds the packages' sources anyway, and each is then checked once (decision 066).
set -euo pipefail
cd "$(dirname "$0")/.."
status=0
for project in tsconfig.packages-and-api.json apps/web apps/admin e2e bench; do
  npx tsc -p "$project" || status=1
done
exit $status
