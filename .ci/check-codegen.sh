#!/usr/bin/env bash
# Regenerates the schema and the typed hooks and fails if they differ from what is in the tree.
set -euo pipefail
cd "$(dirname "$0")/.."
before=$(mktemp -d)
trap 'rm -rf "$before"' EXIT
snapshot() {
  find schema frontend/src -type f \( -name '*.graphql' -o -name '*.generated.ts' \) -print0 | sort -z | xargs -0 sha256sum
  # The storefront's persisted queries, which the gateway knows by hash from the start.
  sha256sum gateway/src/app/persisted-query-manifest.json
}
snapshot > "$before/sums"
npm run --silent codegen >/dev/null
snapshot > "$before/after"
if ! diff -u "$before/sums" "$before/after"; then
  echo "The schema, the generated hooks or the persisted query manifest were out of date and have been regenerated: review and commit them." >&2
  exit 1
fi
echo "Schema and generated hooks are up to date."
