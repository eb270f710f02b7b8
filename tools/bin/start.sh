#!/bin/sh
# README command 1: install, build, migrate and seed the local database, start everything.
set -eu
cd "$(dirname "$0")/../.."
. tools/bin/common.sh
pnpm_install
$PNPM --filter @dtm/web build
exec "$ROOT/node_modules/.bin/tsx" tools/dev/start.ts "$@"
