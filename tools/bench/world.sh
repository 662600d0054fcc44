#!/bin/sh
# world.sh — ours against deepslate 0.26.2 on the same overworld chunks (seed 42; ours moves the list 3 chunks east
# on each pass, so that its position-keyed caches never meet a chunk twice), one table per run, every release given.
#
# Runs the JMH WorldBenchmark (bench profile) with the releases as its `version` parameter, then
# tools/reference/bench-deepslate.mjs once per release (the game's data of that release from ../shared/mcdata), and
# prints milliseconds per chunk (medians over the chunk list), the ratio to deepslate, the core count and the load
# average before and after.
#
# Usage: tools/bench/world.sh [--quick] [--releases 1.21.1,26.2] [--bench REGEX]
#   (from anywhere; needs mvn, node 18+, npm ci in tools/reference)
#   --quick:    shorter JMH runs and 16 deepslate chunks instead of 64.
#   --releases: the releases, comma-separated (default 1.21.1,26.2).
#   --bench:    which WorldBenchmark methods (a JMH regex over the method name; default all of them).
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
cd "$ROOT"
JMH_ARGS="-f 1 -wi 5 -i 5 -w 2s -r 3s"
DEEPSLATE_CHUNKS=64
RELEASES=1.21.1,26.2
BENCH=""
while [ $# -gt 0 ]; do
    case "$1" in
        --quick) JMH_ARGS="-f 1 -wi 2 -i 3 -w 1s -r 2s"; DEEPSLATE_CHUNKS=16 ;;
        --releases) RELEASES="$2"; shift ;;
        --bench) BENCH="$2"; shift ;;
        *) echo "world.sh: unknown option $1" >&2; exit 2 ;;
    esac
    shift
done
PATTERN="WorldBenchmark"
if [ -n "$BENCH" ]; then
    PATTERN="WorldBenchmark\\.($BENCH)\$"
fi
RESULT="$ROOT/target/world-bench.json"
mkdir -p target
LOAD_BEFORE=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo "?")
mvn -q -Pbench verify -Djmh.args="$PATTERN -p version=$RELEASES $JMH_ARGS -rf json -rff $RESULT" >&2
LOAD_JMH=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo "?")
if [ ! -d tools/reference/node_modules/deepslate ]; then
    (cd tools/reference && npm ci --silent) >&2
fi
DEEPSLATE=""
for release in $(echo "$RELEASES" | tr ',' ' '); do
    ms=$(cd tools/reference && node bench-deepslate.mjs --release "$release" --chunks "$DEEPSLATE_CHUNKS" \
        | tee /dev/stderr | sed -n 's/^deepslate median_ms_per_chunk \([0-9.]*\).*/\1/p')
    DEEPSLATE="$DEEPSLATE$release=$ms,"
done
CORES=$(node -e 'console.log(require("os").cpus().length)')
LOAD_AFTER=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo "?")
node - "$RESULT" "$DEEPSLATE" "$CORES" "$JMH_ARGS" "$DEEPSLATE_CHUNKS" "$LOAD_BEFORE" "$LOAD_JMH" "$LOAD_AFTER" \
    "$RELEASES" <<'JS'
const fs = require('fs')
const [file, deepslateList, cores, jmhArgs, dsChunks, loadBefore, loadJmh, loadAfter, releaseList] =
  process.argv.slice(2)
const results = JSON.parse(fs.readFileSync(file, 'utf8'))
const releases = releaseList.split(',')
const deepslate = Object.fromEntries(deepslateList.split(',').filter(Boolean).map(e => e.split('=')))
const score = (name, release) => {
  const r = results.find(x => x.benchmark.endsWith('.' + name) && (x.params || {}).version === release)
  if (!r) return null
  const m = r.primaryMetric
  return m.scorePercentiles && r.mode === 'sample' ? m.scorePercentiles['50.0'] : m.score
}
const rows = [
  // The ratio only where ours does at least deepslate's fill: the fill itself and whole chunks.
  ['noise fill, no aquifers, no veins (deepslate\'s fill)', 'noiseFill', 'ms/chunk, 1 thread', true],
  ['whole chunk: biomes, noise, aquifers, veins, surface', 'chunk', 'ms/chunk, 1 thread', true],
  ['whole chunk, 8 x 8 neighbours (chunkContiguous)', 'chunkContiguous', 'ms/chunk, 1 thread', true],
  ['whole chunk, aquifers off', 'chunkNoAquifers', 'ms/chunk, 1 thread', true],
  ['whole chunk, carvers on', 'chunkCarvers', 'ms/chunk, 1 thread', true],
  ['surface only (generateSurface)', 'surface', 'ms/chunk, 1 thread', false],
  ['surface only, carvers on', 'surfaceCarvers', 'ms/chunk, 1 thread', false],
  ['one row of a chunk (generateSlice)', 'slice', 'ms/chunk, 1 thread', false],
  ['512 x 512 map, exact (1024 chunks\' surfaces)', 'map512', `ms, ${cores} threads`, false],
  ['512 x 512 map, exact, as the window draws it (surface layer, pixels)', 'mapImage512', `ms, ${cores} threads`, false],
  ['512 x 512-block biome layer at 1:4 (climate only)', 'biomeLayer512', `ms, ${cores} threads`, false],
  ['512 x 384 section (32 slices)', 'section512', `ms, ${cores} threads`, false],
  ['512 x 384 section preview, density alone (512 columns)', 'sectionPreview512', `ms, ${cores} threads`, false],
  ['512 x 512-pixel map preview at 8 blocks per pixel', 'mapPreview512', `ms, ${cores} threads`, false],
]
console.log(`\nCores: ${cores}. JMH: WorldBenchmark ${jmhArgs} (medians of per-chunk samples; averages for the maps and `
  + `sections); deepslate 0.26.2: median of ${dsChunks} chunks, node ${process.version}. Load average (1, 5, 15 min) `
  + `before: ${loadBefore}, after JMH: ${loadJmh}, after deepslate: ${loadAfter}.\n`)
const header = ['measure', 'unit']
for (const r of releases) header.push(`ours ${r}`, `deepslate / ours ${r}`)
console.log('| ' + header.join(' | ') + ' |')
console.log('| --- | --- |' + releases.map(() => ' ---: | ---: |').join(''))
for (const [label, name, unit, compare] of rows) {
  const cells = [label, unit]
  let any = false
  for (const release of releases) {
    const v = score(name, release)
    any = any || v !== null
    const ds = Number(deepslate[release])
    cells.push(v === null ? '' : v.toFixed(3), v !== null && compare && ds > 0 ? (ds / v).toFixed(0) + 'x' : '')
  }
  if (any) console.log('| ' + cells.join(' | ') + ' |')
}
const dsCells = ['deepslate fill (NoiseChunkGenerator.fill)', 'ms/chunk, 1 thread']
for (const release of releases) dsCells.push(Number(deepslate[release]).toFixed(0), '')
console.log('| ' + dsCells.join(' | ') + ' |')
JS
