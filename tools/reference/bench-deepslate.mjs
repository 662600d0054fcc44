// bench-deepslate.mjs — times deepslate 0.26.2's noise fill of the chunks WorldBenchmark generates.
//
// Timing only: plain deepslate (no corrections; they would only slow it down a little) but for the two run-time
// fixes of its interval_select that 26.2's router needs to run at all (deepslate-fixes.mjs), the game's own worldgen
// data of one release from ../shared/mcdata/<release> (beside the repository; never copied into it),
// NoiseChunkGenerator.fill of overworld chunks on one thread. deepslate's fill always uses the
// disabled aquifer (its NoiseAquifer is switched off in 0.26.2) and places no ore veins, which is what
// WorldBenchmark.noiseFill measures on the Java side.
//
// The chunks are WorldBenchmark's list: chunk i = (-384 + 109 (i mod 8), -352 + 101 floor(i / 8)), seed 42.
//
// Usage:  cd tools/reference && npm ci && node bench-deepslate.mjs [--release R] [--chunks N] [--warmup K]
//   --release: a folder of ../shared/mcdata (default 1.21.1), e.g. 26.2.
// Prints one line per chunk, then `deepslate median_ms_per_chunk <ms> chunks <n> release <r>`.
//
// The paths below are checked without node by the Java test DeepslateBenchPathsTest (CI has no node): keep them as
// string literals on these lines.

import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { installIntervalSelectFixes } from './deepslate-fixes.mjs'
import {
	Chunk, ChunkPos, DensityFunction, Identifier, NoiseChunkGenerator, NoiseGeneratorSettings, NoiseParameters,
	RandomState, WorldgenRegistries,
} from 'deepslate'

const HERE = path.dirname(fileURLToPath(import.meta.url))
const MCDATA_DIR = '../../../shared/mcdata'
const DEFAULT_RELEASE = '1.21.1'
const WORLDGEN_DIR = 'data/minecraft/worldgen'
const WORLDGEN_FILES = ['noise', 'density_function', 'noise_settings/overworld.json']

const args = process.argv.slice(2)
const option = (name, fallback) => {
	const i = args.indexOf(name)
	return i >= 0 ? args[i + 1] : fallback
}
const CHUNKS = Number(option('--chunks', 64))
const WARMUP = Number(option('--warmup', 3))
const RELEASE = option('--release', DEFAULT_RELEASE)
const WORLDGEN = path.resolve(HERE, MCDATA_DIR, RELEASE, WORLDGEN_DIR)
for (const file of WORLDGEN_FILES) {
	if (!fs.existsSync(path.join(WORLDGEN, file))) {
		console.error(`bench-deepslate: no ${file} in ${WORLDGEN} (release ${RELEASE}; the game's data is read from `
			+ `${path.resolve(HERE, MCDATA_DIR)})`)
		process.exit(2)
	}
}
const SEED = 42n
const MIN_Y = -64
const HEIGHT = 384

function listJson(dir, prefix = '') {
	const out = []
	for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
		if (entry.isDirectory()) out.push(...listJson(path.join(dir, entry.name), `${prefix}${entry.name}/`))
		else if (entry.name.endsWith('.json')) out.push([`${prefix}${entry.name.slice(0, -5)}`, path.join(dir, entry.name)])
	}
	return out
}
const readJson = file => JSON.parse(fs.readFileSync(file, 'utf8'))

// deepslate 0.26.2's interval_select (26.2's router) drops its last function and crashes when RandomState maps the
// router: deepslate-fixes.mjs.
installIntervalSelectFixes()

for (const [id, file] of listJson(path.join(WORLDGEN, 'noise'))) {
	WorldgenRegistries.NOISE.register(Identifier.create(id), NoiseParameters.fromJson(readJson(file)))
}
for (const [id, file] of listJson(path.join(WORLDGEN, 'density_function'))) {
	const json = readJson(file)
	WorldgenRegistries.DENSITY_FUNCTION.register(Identifier.create(id), () => DensityFunction.fromJson(json))
}
const settings = NoiseGeneratorSettings.fromJson(readJson(path.join(WORLDGEN, 'noise_settings', 'overworld.json')))
const randomState = new RandomState(settings, SEED)

function fill(cx, cz) {
	// A generator per chunk, so its per-chunk NoiseChunk cache never grows across chunks.
	const generator = new NoiseChunkGenerator(undefined, settings)
	const chunk = new Chunk(MIN_Y, HEIGHT, ChunkPos.create(cx, cz))
	const start = process.hrtime.bigint()
	generator.fill(randomState, chunk)
	return Number(process.hrtime.bigint() - start) / 1e6
}

for (let i = 0; i < WARMUP; i += 1) {
	const ms = fill(1000 + i, 1000)
	console.log(`warm-up chunk ${1000 + i} 1000: ${ms.toFixed(1)} ms`)
}
const times = []
for (let i = 0; i < CHUNKS; i += 1) {
	const cx = -384 + 109 * (i % 8)
	const cz = -352 + 101 * Math.floor(i / 8)
	const ms = fill(cx, cz)
	times.push(ms)
	console.log(`chunk ${cx} ${cz}: ${ms.toFixed(1)} ms`)
}
times.sort((a, b) => a - b)
const mid = times.length >> 1
const median = times.length % 2 ? times[mid] : (times[mid - 1] + times[mid]) / 2
console.log(`deepslate median_ms_per_chunk ${median.toFixed(1)} chunks ${times.length} release ${RELEASE}`)
