#!/bin/sh
# world.sh — ours against deepslate 0.26.2 on the same overworld chunks (seed 42; ours moves the list 3 chunks east
# on each pass, so that its position-keyed caches never meet a chunk twice), one table.
#
# Runs the JMH WorldBenchmark (bench profile), then tools/reference/bench-deepslate.mjs, and prints
# milliseconds per chunk (medians over the chunk list), the ratio to deepslate and the core count.
#
# Usage: tools/bench/world.sh [--quick]     (from anywhere; needs mvn, node 18+, npm ci in tools/reference)
#   --quick: shorter JMH runs and 16 deepslate chunks instead of 64.
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
cd "$ROOT"
JMH_ARGS="-f 1 -wi 3 -i 5 -w 2s -r 3s"
DEEPSLATE_CHUNKS=64
if [ "${1:-}" = "--quick" ]; then
    JMH_ARGS="-f 1 -wi 2 -i 3 -w 1s -r 2s"
    DEEPSLATE_CHUNKS=16
fi
RESULT="$ROOT/target/world-bench.json"
mkdir -p target
LOAD_BEFORE=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo "?")
mvn -q -Pbench verify -Djmh.args="WorldBenchmark $JMH_ARGS -rf json -rff $RESULT" >&2
if [ ! -d tools/reference/node_modules/deepslate ]; then
    (cd tools/reference && npm ci --silent) >&2
fi
DEEPSLATE=$(cd tools/reference && node bench-deepslate.mjs --chunks "$DEEPSLATE_CHUNKS" | tee /dev/stderr \
    | sed -n 's/^deepslate median_ms_per_chunk \([0-9.]*\).*/\1/p')
CORES=$(node -e 'console.log(require("os").cpus().length)')
LOAD_AFTER=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo "?")
node - "$RESULT" "$DEEPSLATE" "$CORES" "$JMH_ARGS" "$DEEPSLATE_CHUNKS" "$LOAD_BEFORE" "$LOAD_AFTER" <<'JS'
const fs = require('fs')
const [file, deepslate, cores, jmhArgs, dsChunks, loadBefore, loadAfter] = process.argv.slice(2)
const results = JSON.parse(fs.readFileSync(file, 'utf8'))
const score = name => {
  const r = results.find(x => x.benchmark.endsWith('.' + name))
  if (!r) return null
  const m = r.primaryMetric
  return m.scorePercentiles && r.mode === 'sample' ? m.scorePercentiles['50.0'] : m.score
}
const rows = [
  // The ratio only where ours does at least deepslate's fill: the fill itself and whole chunks.
  ['noise fill, no aquifers, no veins (deepslate\'s fill)', 'noiseFill', 'ms/chunk, 1 thread', true],
  ['whole chunk: biomes, noise, aquifers, veins, surface', 'chunk', 'ms/chunk, 1 thread', true],
  ['whole chunk, aquifers off', 'chunkNoAquifers', 'ms/chunk, 1 thread', true],
  ['surface only (generateSurface)', 'surface', 'ms/chunk, 1 thread', false],
  ['one row of a chunk (generateSlice)', 'slice', 'ms/chunk, 1 thread', false],
  ['512 x 512 map (1024 surfaces)', 'map512', `ms, ${cores} threads`, false],
  ['512 x 384 section (32 slices)', 'section512', `ms, ${cores} threads`, false],
  ['512 x 384 section preview, density alone (512 columns)', 'sectionPreview512', `ms, ${cores} threads`, false],
]
const ds = Number(deepslate)
console.log(`\nCores: ${cores}. JMH: WorldBenchmark ${jmhArgs} (medians of per-chunk samples); deepslate 0.26.2: median of ${dsChunks} chunks, node ${process.version}. Load average (1, 5, 15 min) before: ${loadBefore}, after: ${loadAfter}.\n`)
console.log('| measure | ours | unit | deepslate fill ms/chunk | deepslate / ours |')
console.log('| --- | ---: | --- | ---: | ---: |')
for (const [label, name, unit, compare] of rows) {
  const v = score(name)
  if (v === null) continue
  const ratio = compare ? (ds / v).toFixed(0) + 'x' : ''
  console.log(`| ${label} | ${v.toFixed(3)} | ${unit} | ${compare ? ds.toFixed(0) : ''} | ${ratio} |`)
}
JS
