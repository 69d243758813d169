#!/usr/bin/env bash
# The whole test suite: what `npm test` runs, locally and in CI.
set -euo pipefail
cd "$(dirname "$0")/.."
bash .ci/ensure-chromium.sh
bash .ci/check-codegen.sh
npm run check:boundaries -w gateway
npm run typecheck
npm run test:gateway
npm run test:frontend
npm run test:e2e
npm run test:reliability
