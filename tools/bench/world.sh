#!/bin/sh
# world.sh — ours against deepslate 0.26.2 on the same overworld chunks (seed 42; ours moves the list 3 chunks east
# on each pass, so that its position-keyed caches never meet a chunk twice), one table per run, every release given.
#
# Runs the JMH WorldBenchmark (bench profile) with the releases as its `version` parameter, then
# tools/reference/bench-deepslate.mjs once per release (the game's data of that release from ../shared/mcdata), and
# prints milliseconds per chunk (medians over the chunk list), the ratio to deepslate, the core count and the load
# average before and after.
#
# Usage: tools/bench/world.sh [--quick] [--releases 1.21.1,26.2] [--bench REGEX] [--before REV [--rounds N]]
#   (from anywhere; needs mvn, node 18+, npm ci in tools/reference)
#   --quick:    shorter JMH runs and 16 deepslate chunks instead of 64.
#   --releases: the releases, comma-separated (default 1.21.1,26.2).
#   --bench:    which WorldBenchmark methods (a JMH regex over the method name; default all of them).
#   --before:   also measure commit REV (checked out in target/bench-before), alternating with this checkout for
#               N rounds (default 2) in the same session, and print both, the ratio and the means: a change's
#               before and after on the same machine at the same time, where figures of other sessions differ
#               by more than most changes do.
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
cd "$ROOT"
JMH_ARGS="-f 1 -wi 5 -i 5 -w 2s -r 3s"
DEEPSLATE_CHUNKS=64
RELEASES=1.21.1,26.2
BENCH=""
BEFORE=""
ROUNDS=2
while [ $# -gt 0 ]; do
    case "$1" in
        --quick) JMH_ARGS="-f 1 -wi 2 -i 3 -w 1s -r 2s"; DEEPSLATE_CHUNKS=16 ;;
        --releases) RELEASES="$2"; shift ;;
        --bench) BENCH="$2"; shift ;;
        --before) BEFORE="$2"; shift ;;
        --rounds) ROUNDS="$2"; shift ;;
        *) echo "world.sh: unknown option $1" >&2; exit 2 ;;
    esac
    shift
done
case "$ROUNDS" in
    ''|*[!0-9]*|0) echo "world.sh: --rounds takes a whole number of at least 1, not '$ROUNDS'" >&2; exit 2 ;;
esac
PATTERN="WorldBenchmark"
if [ -n "$BENCH" ]; then
    PATTERN="WorldBenchmark\\.($BENCH)\$"
fi
RESULT="$ROOT/target/world-bench.json"
mkdir -p target
rm -f target/world-bench-before-*.json
if [ -n "$BEFORE" ]; then
    # The commit to compare, beside this checkout's build output; its ../shared (the game's data) is this one's.
    git rev-parse --verify --quiet "$BEFORE^{commit}" >/dev/null \
        || { echo "world.sh: --before $BEFORE is not a commit of this repository" >&2; exit 2; }
    ln -sfn "$ROOT/../shared" target/shared
    if [ -d target/bench-before ]; then
        git -C target/bench-before checkout -q --detach "$BEFORE"
    else
        git worktree add -q --force --detach target/bench-before "$BEFORE"
    fi
fi
LOAD_BEFORE=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo "?")
if [ -z "$BEFORE" ]; then
    mvn -q -Pbench verify -Djmh.args="$PATTERN -p version=$RELEASES $JMH_ARGS -rf json -rff $RESULT" >&2
else
    round=1
    while [ "$round" -le "$ROUNDS" ]; do
        echo "world.sh: round $round of $ROUNDS, $BEFORE then this checkout" >&2
        (cd target/bench-before && mvn -q -Pbench verify \
            -Djmh.args="$PATTERN -p version=$RELEASES $JMH_ARGS -rf json -rff $ROOT/target/world-bench-before-$round.json") >&2
        mvn -q -Pbench verify -Djmh.args="$PATTERN -p version=$RELEASES $JMH_ARGS -rf json -rff $ROOT/target/world-bench-after-$round.json" >&2
        round=$((round + 1))
    done
fi
LOAD_JMH=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo "?")
if [ ! -d tools/reference/node_modules/deepslate ]; then
    (cd tools/reference && npm ci --silent) >&2
fi
DEEPSLATE=""
for release in $(echo "$RELEASES" | tr ',' ' '); do
    ms=$(cd tools/reference && node bench-deepslate.mjs --release "$release" --chunks "$DEEPSLATE_CHUNKS" \
        | tee -a /dev/stderr | sed -n 's/^deepslate median_ms_per_chunk \([0-9.]*\).*/\1/p')
    DEEPSLATE="$DEEPSLATE$release=$ms,"
done
CORES=$(node -e 'console.log(require("os").cpus().length)')
LOAD_AFTER=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo "?")
node - "$RESULT" "$DEEPSLATE" "$CORES" "$JMH_ARGS" "$DEEPSLATE_CHUNKS" "$LOAD_BEFORE" "$LOAD_JMH" "$LOAD_AFTER" \
    "$RELEASES" "$BEFORE" "$ROUNDS" "$ROOT/target" <<'JS'
const fs = require('fs')
const [file, deepslateList, cores, jmhArgs, dsChunks, loadBefore, loadJmh, loadAfter, releaseList, before, rounds,
  target] = process.argv.slice(2)
const read = f => JSON.parse(fs.readFileSync(f, 'utf8'))
const runs = side => Array.from({ length: Number(rounds) }, (_, i) => read(`${target}/world-bench-${side}-${i + 1}.json`))
// One list of JMH results per run: this checkout's (once, or every round), and with --before the other commit's.
const afterRuns = before ? runs('after') : [read(file)]
const beforeRuns = before ? runs('before') : []
const releases = releaseList.split(',')
const deepslate = Object.fromEntries(deepslateList.split(',').filter(Boolean).map(e => e.split('=')))
const scoreIn = (results, name, release) => {
  const r = results.find(x => x.benchmark.endsWith('.' + name) && (x.params || {}).version === release)
  if (!r) return null
  const m = r.primaryMetric
  return m.scorePercentiles && r.mode === 'sample' ? m.scorePercentiles['50.0'] : m.score
}
// The mean over the runs of a side (each run's score a median or an average, as JMH's mode gives it).
const meanOf = (list, name, release) => {
  const v = list.map(results => scoreIn(results, name, release)).filter(x => x !== null)
  return v.length === 0 ? null : v.reduce((a, b) => a + b, 0) / v.length
}
const score = (name, release) => meanOf(afterRuns, name, release)
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
  + `before: ${loadBefore}, after JMH: ${loadJmh}, after deepslate: ${loadAfter}.`
  + (before ? ` Before: ${before}; after: this checkout; ${rounds} alternating rounds, means of each side's rounds.` : '')
  + '\n')
const header = ['measure', 'unit']
for (const r of releases) {
  if (before) header.push(`before ${r}`)
  header.push(`ours ${r}`)
  if (before) header.push(`ours / before ${r}`)
  header.push(`deepslate / ours ${r}`)
}
const columns = before ? 4 : 2
console.log('| ' + header.join(' | ') + ' |')
console.log('| --- | --- |' + releases.map(() => ' ---: |'.repeat(columns)).join(''))
for (const [label, name, unit, compare] of rows) {
  const cells = [label, unit]
  let any = false
  for (const release of releases) {
    const v = score(name, release)
    const b = before ? meanOf(beforeRuns, name, release) : null
    any = any || v !== null
    const ds = Number(deepslate[release])
    if (before) cells.push(b === null ? '' : b.toFixed(3))
    cells.push(v === null ? '' : v.toFixed(3))
    if (before) cells.push(v !== null && b !== null && b > 0 ? (v / b).toFixed(3) : '')
    cells.push(v !== null && compare && ds > 0 ? (ds / v).toFixed(0) + 'x' : '')
  }
  if (any) console.log('| ' + cells.join(' | ') + ' |')
}
const dsCells = ['deepslate fill (NoiseChunkGenerator.fill)', 'ms/chunk, 1 thread']
for (const release of releases) {
  if (before) dsCells.push('')
  dsCells.push(Number(deepslate[release]).toFixed(0))
  if (before) dsCells.push('')
  dsCells.push('')
}
console.log('| ' + dsCells.join(' | ') + ' |')
JS
