// make-vectors.mjs — writes the worldgen reference vectors that the Java tests read.
//
// Reference implementation: deepslate 0.26.2 (misode, MIT), a TypeScript port of
// Minecraft's world generation. The worldgen data (noise settings, density functions,
// noises, the overworld multi-noise parameter list) is read from this repository, so the
// vectors describe exactly the data the Java engine ships with.
//
// deepslate 0.26.2 departs from Minecraft Java Edition 1.21.1 in a few places. The script
// corrects each one it knows of (see "Corrections" below and tools/reference/README.md),
// so that the vectors are the game's answer and not deepslate's. `--raw` turns all
// corrections off, to see what plain deepslate gives.
//
// Usage:  cd tools/reference && npm ci && npm run vectors        (node 18+)
//         node make-vectors.mjs --raw --out /tmp/raw-vectors      (plain deepslate)
//         node make-vectors.mjs --no-impact                       (skip the impact report)
//
// Everything is deterministic: the sample points come from a fixed PRNG (mulberry32).

import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { installIntervalSelectFixes } from './deepslate-fixes.mjs'
import {
	Chunk, ChunkPos, Climate, CubicSpline, DensityFunction, Identifier,
	ImprovedNoise, LegacyPositionalRandom, LegacyRandom, MultiNoiseBiomeSource,
	NoiseChunkGenerator, NoiseGeneratorSettings, NoiseParameters, NoiseSettings, NormalNoise,
	PerlinNoise, RandomState, WorldgenRegistries, XoroshiroRandom, binarySearch,
} from 'deepslate'

// ---------------------------------------------------------------------------------------
// Paths and command line
// ---------------------------------------------------------------------------------------

const HERE = path.dirname(fileURLToPath(import.meta.url))
const REPO = path.resolve(HERE, '..', '..')
// The game's data beside the repository (../shared/mcdata/<release>): 1.21.1's for the main vectors, the
// releases of part 5 for theirs.
const MCDATA = path.resolve(REPO, '..', 'shared', 'mcdata')
const DATA = path.join(MCDATA, '1.21.1')
const WORLDGEN = path.join(DATA, 'data/minecraft/worldgen')

const args = process.argv.slice(2)
const RAW = args.includes('--raw')
const IMPACT = !RAW && !args.includes('--no-impact')
const VERSIONS_ONLY = args.includes('--versions-only')
const outIndex = args.indexOf('--out')
const OUT = outIndex >= 0
	? path.resolve(args[outIndex + 1])
	: path.join(REPO, 'src/test/resources/org/terrainexplorer/world/reference')

// ---------------------------------------------------------------------------------------
// What to generate
// ---------------------------------------------------------------------------------------

const TEXT_SEED = 'Terrain Explorer'
const TEXT_SEED_VALUE = BigInt(javaStringHashCode(TEXT_SEED.trim())) // WorldOptions.parseSeed
const SEEDS = [
	{ label: '0', value: 0n },
	{ label: '1', value: 1n },
	{ label: '42', value: 42n },
	{ label: '-4172144997902289642', value: -4172144997902289642n },
	{ label: '123456789012345678', value: 123456789012345678n },
	{ label: TEXT_SEED, value: TEXT_SEED_VALUE },
]
const WORLDS = ['overworld', 'large_biomes', 'amplified', 'caves', 'floating_islands']
const BIOME_WORLDS = ['overworld', 'large_biomes', 'amplified']

// Router slots in file order: [column name, deepslate NoiseRouter field].
const SLOTS = [
	['barrier', 'barrier'],
	['fluid_level_floodedness', 'fluidLevelFloodedness'],
	['fluid_level_spread', 'fluidLevelSpread'],
	['lava', 'lava'],
	['temperature', 'temperature'],
	['vegetation', 'vegetation'],
	['continents', 'continents'],
	['erosion', 'erosion'],
	['depth', 'depth'],
	['ridges', 'ridges'],
	['initial_density_without_jaggedness', null], // not a deepslate 0.26.2 router slot, wired here
	['final_density', 'finalDensity'],
	['vein_toggle', 'veinToggle'],
	['vein_ridged', 'veinRidged'],
	['vein_gap', 'veinGap'],
]

// A world's slots: 1.21.9 and later name the surface slot preliminary_surface_level, which
// deepslate 0.26.2 reads itself.
const slotsOf = world => DATA_SET.worlds[world].slots ?? SLOTS

// Chunks for noise-chunks-<world>.txt: [seed label, chunk x, chunk z].
const CHUNKS = {
	overworld: [['0', 0, 0], ['0', 1000, -2500], ['42', 0, 0], ['42', -37, 12], [TEXT_SEED, 0, 0], [TEXT_SEED, 1000, -2500]],
	large_biomes: [['42', 0, 0], ['42', 5, -3]],
	amplified: [['42', 0, 0], ['42', 5, -3]],
	caves: [['42', 0, 0], ['42', 5, -3]],
	floating_islands: [['42', 0, 0], ['42', 5, -3]],
}
// Every world is emitted on the app's overworld-shaped dimension: y -64..319 (384 blocks).
// Blocks outside a world's noise range (caves: above 127; floating_islands: below 0 and above
// 255) are air, as in the game, where noise filling never touches them.
const DIM_MIN_Y = -64
const DIM_HEIGHT = 384

// ---------------------------------------------------------------------------------------
// Corrections of deepslate 0.26.2 towards Minecraft 1.21.1 (all on unless --raw)
// ---------------------------------------------------------------------------------------
//
// Each is a small patch of a deepslate prototype, switched by a flag so that the impact of
// each one can be measured (see the report the script prints). Game classes named below
// are those of the 1.21.1 code (official Mojang names).
//
//  spline       CubicSpline.Multipoint.apply works in float: the coordinate is cast to
//               float (DensityFunctions.Spline.Coordinate.apply), point values are floats
//               (Codec.FLOAT), and every intermediate is rounded to float. deepslate keeps
//               the coordinate and the JSON point values as doubles and skips one rounding.
//  perlinOrder  PerlinNoise.getValue adds `amplitude * noise * valueFactor`, evaluated left
//               to right; deepslate computes `amplitude * valueFactor * noise`. Differs in the
//               last bit for amplitudes that are not powers of two (e.g. temperature's 1.5).
//  improvedEps  ImprovedNoise.noise uses the float constant 1.0E-7F (1.0000000116860974e-7)
//               in its y-smear floor; deepslate uses the double 1e-7.
//  legacyRandom For legacy_random_source (caves, floating_islands):
//               - LegacyPositionalRandomFactory.fromHashOf(name) seeds with
//                 String.hashCode(name) ^ seed; deepslate uses an MD5 of the name.
//               - LegacyRandomSource.nextDouble is ((next(26) << 27) + next(27)) * 2^-53
//                 (as java.util.Random); deepslate uses next(30) * 2^-30.
//               - BitRandomSource.nextInt(bound) rejects with Java int overflow; deepslate's
//                 JS arithmetic never overflows, so it never rejects.
//               - NormalNoise.create always uses the positional ("octave_N") PerlinNoise
//                 construction, also on a legacy random source; deepslate uses the sequential
//                 legacy construction whenever the random is not Xoroshiro.
//  ranges       min/max short-circuit on argument2.minValue()/maxValue(). deepslate's
//               interval arithmetic differs from the game's: Interval.min/max use
//               left.min twice (lower bound of min() can be too high), weird_scaled_sampler's
//               max lacks the factor noise.maxValue(), and the game's own MUL bounds are not
//               always true bounds. The script computes the game's minValue/maxValue.
//  clampZero    Mth.clamp(d, lo, hi) is `d < lo ? lo : Math.min(d, hi)`; deepslate's
//               Math.max(lo, Math.min(hi, d)) turns clamp(-0.0, 0, x) into +0.0.
//
// Not patched because they cannot change any value here: blend_alpha = 1, blend_offset = 0,
// blend_density = identity (deepslate's constants; the game's empty Blender gives the same);
// Xoroshiro nextLong maps exactly 2^63 to +2^63 (never reached through the code used).

const PATCH_NAMES = ['spline', 'perlinOrder', 'improvedEps', 'legacyRandom', 'ranges', 'clampZero']
const PATCH = Object.fromEntries(PATCH_NAMES.map(name => [name, !RAW]))
let SHORT_CIRCUIT = true // false: min/max always evaluate both arguments (used by a check)

const F32_EPSILON_1E7 = Math.fround(1.0e-7) // 1.0E-7F widened to double

function installPatches() {
	// --- spline ---
	const MultiPoint = CubicSpline.MultiPoint
	const splineCompute = MultiPoint.prototype.compute
	MultiPoint.prototype.compute = function (c) {
		if (!PATCH.spline) return splineCompute.call(this, c)
		const f = Math.fround(this.coordinate.compute(c))
		const locs = this.locations
		const last = locs.length - 1
		const i = binarySearch(0, locs.length, n => f < locs[n]) - 1
		if (i < 0) return linearExtend(f, locs, Math.fround(this.values[0].compute(c)), this.derivatives, 0)
		if (i === last) return linearExtend(f, locs, Math.fround(this.values[last].compute(c)), this.derivatives, last)
		const g = locs[i]
		const h = locs[i + 1]
		const hg = Math.fround(h - g)
		const k = Math.fround(Math.fround(f - g) / hg)
		const l = this.derivatives[i]
		const m = this.derivatives[i + 1]
		const n = Math.fround(this.values[i].compute(c))
		const o = Math.fround(this.values[i + 1].compute(c))
		const on = Math.fround(o - n)
		const p = Math.fround(Math.fround(l * hg) - on)
		const q = Math.fround(Math.fround(-m * hg) + on)
		const lerpNO = Math.fround(n + Math.fround(k * on))
		const lerpPQ = Math.fround(p + Math.fround(k * Math.fround(q - p)))
		return Math.fround(lerpNO + Math.fround(Math.fround(k * Math.fround(1 - k)) * lerpPQ))
	}
	function linearExtend(f, locs, value, derivatives, i) {
		const d = derivatives[i]
		return d === 0 ? value : Math.fround(value + Math.fround(d * Math.fround(f - locs[i])))
	}

	// --- perlinOrder ---
	const perlinSample = PerlinNoise.prototype.sample
	PerlinNoise.prototype.sample = function (x, y, z, yScale = 0, yLimit = 0, fixY = false) {
		if (!PATCH.perlinOrder) return perlinSample.call(this, x, y, z, yScale, yLimit, fixY)
		let value = 0
		let inputF = this.lowestFreqInputFactor
		let valueF = this.lowestFreqValueFactor
		for (let i = 0; i < this.noiseLevels.length; i += 1) {
			const noise = this.noiseLevels[i]
			if (noise) {
				const g = noise.sample(PerlinNoise.wrap(x * inputF), fixY ? -noise.yo : PerlinNoise.wrap(y * inputF), PerlinNoise.wrap(z * inputF), yScale * inputF, yLimit * inputF)
				value += this.amplitudes[i] * g * valueF
			}
			inputF *= 2
			valueF /= 2
		}
		return value
	}

	// --- improvedEps ---
	const improvedSample = ImprovedNoise.prototype.sample
	ImprovedNoise.prototype.sample = function (x, y, z, yScale = 0, yLimit = 0) {
		if (!PATCH.improvedEps) return improvedSample.call(this, x, y, z, yScale, yLimit)
		const x2 = x + this.xo
		const y2 = y + this.yo
		const z2 = z + this.zo
		const x3 = javaFloorToInt(x2)
		const y3 = javaFloorToInt(y2)
		const z3 = javaFloorToInt(z2)
		const x4 = x2 - x3
		const y4 = y2 - y3
		const z4 = z2 - z3
		let y6 = 0
		if (yScale !== 0) {
			const t = yLimit >= 0 && yLimit < y4 ? yLimit : y4
			y6 = javaFloorToInt(t / yScale + F32_EPSILON_1E7) * yScale
		}
		return this.sampleAndLerp(x3, y3, z3, x4, y4 - y6, z4, y4)
	}

	// --- legacyRandom ---
	const legacyNextDouble = LegacyRandom.prototype.nextDouble
	LegacyRandom.prototype.nextDouble = function () {
		if (!PATCH.legacyRandom) return legacyNextDouble.call(this)
		const hi = this.next(26)
		const lo = this.next(27)
		return (hi * 134217728 + lo) * 1.1102230246251565e-16 // ((long)hi << 27) + lo, times 2^-53
	}
	const legacyNextInt = LegacyRandom.prototype.nextInt
	LegacyRandom.prototype.nextInt = function (max) {
		if (!PATCH.legacyRandom || max === undefined || (max & (max - 1)) === 0) return legacyNextInt.call(this, max)
		let bits, val
		do {
			bits = this.next(31)
			val = bits % max
		} while (((bits - val + (max - 1)) | 0) < 0) // Java int overflow
		return val
	}
	const legacyFromHashOf = LegacyPositionalRandom.prototype.fromHashOf
	LegacyPositionalRandom.prototype.fromHashOf = function (name) {
		if (!PATCH.legacyRandom) return legacyFromHashOf.call(this, name)
		return new LegacyRandom(BigInt(javaStringHashCode(name)) ^ this.seed)
	}
	const getOrCreateNoise = RandomState.prototype.getOrCreateNoise
	RandomState.prototype.getOrCreateNoise = function (id) {
		if (!PATCH.legacyRandom || !(this.random instanceof LegacyPositionalRandom)) return getOrCreateNoise.call(this, id)
		const key = id.toString()
		let noise = this.noiseCache.get(key)
		if (noise === undefined) {
			// PerlinNoise takes its positional branch only for an `instanceof XoroshiroRandom`;
			// this stand-in forks the real legacy random, as PerlinNoise.create does in the game.
			const legacy = this.random.fromHashOf(key)
			const positional = Object.create(XoroshiroRandom.prototype)
			positional.forkPositional = () => legacy.forkPositional()
			noise = new NormalNoise(positional, WorldgenRegistries.NOISE.getOrThrow(id))
			this.noiseCache.set(key, noise)
		}
		return noise
	}

	// --- ranges ---
	const binaryCompute = DensityFunction.Binary.prototype.compute
	DensityFunction.Binary.prototype.compute = function (context) {
		if (this.type === 'add' || this.type === 'mul') return binaryCompute.call(this, context)
		if (SHORT_CIRCUIT && !PATCH.ranges) return binaryCompute.call(this, context)
		const a = this.argument1.compute(context)
		if (!SHORT_CIRCUIT) {
			const b = this.argument2.compute(context)
			return this.type === 'min' ? Math.min(a, b) : Math.max(a, b)
		}
		const [lo, hi] = gameRange(this.argument2)
		if (this.type === 'min') return a < lo ? a : Math.min(a, this.argument2.compute(context))
		return a > hi ? a : Math.max(a, this.argument2.compute(context))
	}

	// --- clampZero ---
	const clampTransform = DensityFunction.Clamp.prototype.transform
	DensityFunction.Clamp.prototype.transform = function (context, density) {
		if (!PATCH.clampZero) return clampTransform.call(this, context, density)
		return density < this.min ? this.min : Math.min(density, this.max)
	}
}

function javaFloorToInt(d) { // Mth.floor: (int) saturates, then rounds toward -infinity
	const f = Math.floor(d)
	return f < -2147483648 ? -2147483648 : f > 2147483647 ? 2147483647 : f
}

// The game's DensityFunction.minValue()/maxValue() for deepslate's node classes.
const rangeMemo = new WeakMap()
function gameRange(fn) {
	let r = rangeMemo.get(fn)
	if (r === undefined) {
		r = computeGameRange(fn)
		rangeMemo.set(fn, r)
	}
	return r
}
function computeGameRange(fn) {
	const D = DensityFunction
	if (fn instanceof D.Constant) return [fn.value, fn.value] // also blend_alpha (1) and blend_offset (0)
	if (fn instanceof D.HolderHolder) return gameRange(fn.holder.value())
	if (fn instanceof D.FlatCache || fn instanceof D.Cache2D || fn instanceof D.CacheOnce
		|| fn instanceof D.CacheAllInCell || fn instanceof D.Interpolated) return gameRange(fn.wrapped)
	if (fn instanceof D.OldBlendedNoise) return [-fn.blendedNoise.maxValue, fn.blendedNoise.maxValue]
	if (fn instanceof D.Noise) { // also ShiftedNoise
		const m = fn.noise ? fn.noise.maxValue : 2
		return [-m, m]
	}
	if (fn instanceof D.ShiftNoise) { // shift_a, shift_b, shift
		const m = (fn.offsetNoise ? fn.offsetNoise.maxValue : 2) * 4
		return [-m, m]
	}
	if (fn instanceof D.WeirdScaledSampler) {
		const maxRarity = fn.rarityValueMapper === 'type_1' ? 2 : 3
		return [0, maxRarity * (fn.noise ? fn.noise.maxValue : 2)]
	}
	if (fn instanceof D.EndIslands) return [-0.84375, 0.5625]
	if (fn instanceof D.BlendDensity) return [-Infinity, Infinity]
	if (fn instanceof D.RangeChoice) {
		const a = gameRange(fn.whenInRange)
		const b = gameRange(fn.whenOutOfRange)
		return [Math.min(a[0], b[0]), Math.max(a[1], b[1])]
	}
	if (fn instanceof D.Clamp) return [fn.min, fn.max] // DensityFunctions.Clamp's own min/max
	if (fn instanceof D.YClampedGradient) return [Math.min(fn.fromValue, fn.toValue), Math.max(fn.fromValue, fn.toValue)]
	if (fn instanceof D.Unary) { // DensityFunctions.Mapped.create
		const [d, dMax] = gameRange(fn.input)
		const e = D.Unary.transform(fn.type, d)
		const f = D.Unary.transform(fn.type, dMax)
		if (fn.type === 'abs' || fn.type === 'square') return [Math.max(0, d), Math.max(e, f)]
		// 1.21.9's Mapped.create: unbounded only when the bounds straddle 0 strictly, else the ends swap
		if (fn.type === 'invert') return d < 0 && dMax > 0 ? [-Infinity, Infinity] : [f, e]
		return [e, f]
	}
	if (fn instanceof D.MulOrAdd) { // DensityFunctions.MulOrAdd.mapAll
		const [d, e] = gameRange(fn.input)
		const c = fn.value
		if (fn.type === 'add') return [d + c, e + c]
		return c >= 0 ? [d * c, e * c] : [e * c, d * c]
	}
	if (fn instanceof D.Binary) { // DensityFunctions.TwoArgumentSimpleFunction.create
		const [d, f] = gameRange(fn.argument1)
		const [e, g] = gameRange(fn.argument2)
		switch (fn.type) {
			case 'add': return [d + e, f + g]
			case 'mul': return [
				d > 0 && e > 0 ? d * e : (f < 0 && g < 0 ? f * g : Math.min(d * g, f * e)),
				d > 0 && e > 0 ? f * g : (f < 0 && g < 0 ? d * e : Math.max(d * e, f * g)),
			]
			case 'min': return [Math.min(d, e), Math.min(f, g)]
			case 'max': return [Math.max(d, e), Math.max(f, g)]
		}
	}
	if (fn instanceof D.Spline) return splineRange(fn.spline)
	if (fn instanceof D.FindTopSurface) { // 1.21.9's FindTopSurface.minValue/maxValue
		return [fn.lowerBound, Math.max(fn.lowerBound, gameRange(fn.upperBound)[1])]
	}
	if (fn instanceof D.IntervalSelect) { // the extremes of its functions' bounds
		const rs = fn.functions.map(gameRange)
		return [Math.min(...rs.map(r => r[0])), Math.max(...rs.map(r => r[1]))]
	}
	throw new Error(`No game range for density function ${fn.constructor.name}`)
}
// CubicSpline.Multipoint.create's minValue/maxValue, in float arithmetic.
const splineRangeMemo = new WeakMap()
function splineRange(s) {
	let r = splineRangeMemo.get(s)
	if (r !== undefined) return r
	if (s instanceof CubicSpline.Constant) {
		r = [Math.fround(s.value), Math.fround(s.value)]
	} else {
		const F = Math.fround
		const fs = s.locations
		const gs = s.derivatives
		const vals = s.values
		const last = fs.length - 1
		const ext = (x, i, v) => gs[i] === 0 ? v : F(v + F(gs[i] * F(x - fs[i])))
		const coord = gameRange(s.coordinate)
		const h = F(coord[0])
		const j = F(coord[1])
		let lo = Infinity
		let hi = -Infinity
		if (h < fs[0]) {
			const v = splineRange(vals[0])
			const k = ext(h, 0, v[0])
			const l = ext(h, 0, v[1])
			lo = Math.min(lo, Math.min(k, l))
			hi = Math.max(hi, Math.max(k, l))
		}
		if (j > fs[last]) {
			const v = splineRange(vals[last])
			const k = ext(j, last, v[0])
			const l = ext(j, last, v[1])
			lo = Math.min(lo, Math.min(k, l))
			hi = Math.max(hi, Math.max(k, l))
		}
		for (const v of vals) {
			const vr = splineRange(v)
			lo = Math.min(lo, vr[0])
			hi = Math.max(hi, vr[1])
		}
		for (let m = 0; m < last; m += 1) {
			const o = F(fs[m + 1] - fs[m])
			const [p, q] = splineRange(vals[m])
			const [rr, ss] = splineRange(vals[m + 1])
			const t = gs[m]
			const u = gs[m + 1]
			if (t !== 0 || u !== 0) {
				const v = F(t * o)
				const w = F(u * o)
				const x = Math.min(p, rr)
				const y = Math.max(q, ss)
				const z = F(F(v - ss) + p)
				const aa = F(F(v - rr) + q)
				const ab = F(F(-w + rr) - q)
				const ac = F(F(-w + ss) - p)
				lo = Math.min(lo, F(x + F(0.25 * Math.min(z, ab))))
				hi = Math.max(hi, F(y + F(0.25 * Math.max(aa, ac))))
			}
		}
		r = [lo, hi]
	}
	splineRangeMemo.set(s, r)
	return r
}

// ---------------------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------------------

function javaStringHashCode(s) { // String.hashCode over UTF-16 code units
	let h = 0
	for (let i = 0; i < s.length; i += 1) h = (Math.imul(31, h) + s.charCodeAt(i)) | 0
	return h
}

function mulberry32(seedText) { // fixed PRNG; seeded from a label so each file has its own stream
	let a = javaStringHashCode(seedText) >>> 0
	return () => {
		a = (a + 0x6D2B79F5) | 0
		let t = Math.imul(a ^ (a >>> 15), 1 | a)
		t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296
	}
}
const uniformInt = (rand, lo, hi) => lo + Math.floor(rand() * (hi - lo + 1))

function num(v) { // JavaScript's shortest round-trip text, except that -0 keeps its sign
	if (!Number.isFinite(v)) throw new Error(`non-finite value ${v}`)
	return Object.is(v, -0) ? '-0' : String(v)
}

// Climate.quantizeCoord: (long)(f * 10000.0F) on a float
const quantize = v => Math.trunc(Math.fround(Math.fround(v) * 10000))

function readJson(file) {
	return JSON.parse(fs.readFileSync(file, 'utf8'))
}
function listJson(dir, prefix = '') {
	const out = []
	for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
		if (entry.isDirectory()) out.push(...listJson(path.join(dir, entry.name), `${prefix}${entry.name}/`))
		else if (entry.name.endsWith('.json')) out.push([`${prefix}${entry.name.slice(0, -5)}`, path.join(dir, entry.name)])
	}
	return out
}

// ---------------------------------------------------------------------------------------
// Data checks: deepslate silently turns an unknown density function type into 0, and the
// game reads spline points and climate parameters as floats with Float.parseFloat.
// ---------------------------------------------------------------------------------------

const DF_ARGS = {
	abs: ['argument'], square: ['argument'], cube: ['argument'], half_negative: ['argument'],
	quarter_negative: ['argument'], squeeze: ['argument'], invert: ['argument'], interpolated: ['argument'],
	flat_cache: ['argument'], cache_2d: ['argument'], cache_once: ['argument'],
	cache_all_in_cell: ['argument'], blend_density: ['argument'],
	add: ['argument1', 'argument2'], mul: ['argument1', 'argument2'],
	min: ['argument1', 'argument2'], max: ['argument1', 'argument2'],
	clamp: ['input'], range_choice: ['input', 'when_in_range', 'when_out_of_range'],
	weird_scaled_sampler: ['input'], shifted_noise: ['shift_x', 'shift_y', 'shift_z'],
	noise: [], shift_a: [], shift_b: [], shift: [], old_blended_noise: [], end_islands: [],
	blend_alpha: [], blend_offset: [], beardifier: [], constant: [], y_clamped_gradient: [],
	spline: [], find_top_surface: ['density', 'upper_bound'], interval_select: ['input'],
}
const NOISE_FIELDS = { noise: 'noise', weird_scaled_sampler: 'noise', shifted_noise: 'noise', shift_a: 'argument', shift_b: 'argument', shift: 'argument' }

function validateDensityFunction(json, where, known) {
	if (typeof json === 'number') return
	if (typeof json === 'string') {
		if (!known.functions.has(json)) throw new Error(`${where}: unknown density function reference ${json}`)
		return
	}
	const type = String(json.type ?? '').replace(/^minecraft:/, '')
	if (!(type in DF_ARGS)) throw new Error(`${where}: density function type '${json.type}' is not one deepslate parses`)
	known.types.add(type)
	for (const field of DF_ARGS[type]) validateDensityFunction(json[field], `${where}/${field}`, known)
	if (type in NOISE_FIELDS && !known.noises.has(json[NOISE_FIELDS[type]])) {
		throw new Error(`${where}: unknown noise ${json[NOISE_FIELDS[type]]}`)
	}
	if (type === 'spline') validateSpline(json.spline, `${where}/spline`, known)
	if (type === 'interval_select') json.functions.forEach((f, i) => validateDensityFunction(f, `${where}/functions/${i}`, known))
}
function validateSpline(json, where, known) {
	if (typeof json === 'number') return
	validateDensityFunction(json.coordinate, `${where}/coordinate`, known)
	json.points.forEach((p, i) => validateSpline(p.value, `${where}/points/${i}`, known))
}

// Is Math.fround(Number(text)) the float that Java's Float.parseFloat(text) gives? (It can
// differ only by double rounding; checked exactly with integer arithmetic.)
function froundIsCorrect(text) {
	const m = /^-?(\d+)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(text)
	if (!m) throw new Error(`not a number: ${text}`)
	const digits = BigInt(m[1] + (m[2] ?? ''))
	const exp10 = Number(m[3] ?? 0) - (m[2] ?? '').length
	const f = Math.abs(Math.fround(Number(text)))
	if (digits === 0n || !Number.isFinite(f) || f === 0) return true
	const bits = new Float32Array(1)
	const asInt = new Uint32Array(bits.buffer)
	bits[0] = f
	const base = asInt[0]
	asInt[0] = base - 1
	const below = bits[0]
	asInt[0] = base + 1
	const above = bits[0]
	// exact value of the decimal must lie within [ (below+f)/2, (f+above)/2 ]
	return compareDecimalToDouble(digits, exp10, (below + f) / 2) >= 0 && compareDecimalToDouble(digits, exp10, (f + above) / 2) <= 0
}
function compareDecimalToDouble(digits, exp10, d) { // sign(digits * 10^exp10 - d), d > 0
	const view = new DataView(new ArrayBuffer(8))
	view.setFloat64(0, d)
	const hi = view.getUint32(0)
	const lo = view.getUint32(4)
	const e = (hi >>> 20) & 0x7ff
	let mant = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo)
	let exp2
	if (e === 0) exp2 = -1074
	else { mant |= 1n << 52n; exp2 = e - 1075 }
	let left = digits
	let right = mant
	if (exp10 >= 0) left *= 10n ** BigInt(exp10)
	else right *= 10n ** BigInt(-exp10)
	if (exp2 >= 0) right <<= BigInt(exp2)
	else left <<= BigInt(-exp2)
	return left === right ? 0 : left > right ? 1 : -1
}
function checkFloatTexts(file) {
	const text = fs.readFileSync(file, 'utf8')
	const bad = (text.match(/-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g) ?? []).filter(t => !froundIsCorrect(t))
	if (bad.length) throw new Error(`${file}: Math.fround misreads ${bad.join(', ')} as a float`)
}

// ---------------------------------------------------------------------------------------
// Load the data into deepslate's registries
// ---------------------------------------------------------------------------------------

function loadData() {
	const known = { functions: new Set(), noises: new Set(), types: new Set() }
	for (const [id, file] of listJson(path.join(WORLDGEN, 'noise'))) {
		WorldgenRegistries.NOISE.register(Identifier.create(id), NoiseParameters.fromJson(readJson(file)))
		known.noises.add(`minecraft:${id}`)
	}
	const functions = listJson(path.join(WORLDGEN, 'density_function'))
	for (const [id] of functions) known.functions.add(`minecraft:${id}`)
	for (const [id, file] of functions) {
		const json = readJson(file)
		validateDensityFunction(json, `density_function/${id}`, known)
		// registered lazily: deepslate's Binary computes ranges (and so resolves references) when built
		WorldgenRegistries.DENSITY_FUNCTION.register(Identifier.create(id), () => DensityFunction.fromJson(json))
		checkFloatTexts(file)
	}
	const worlds = {}
	for (const world of WORLDS) {
		const file = path.join(WORLDGEN, 'noise_settings', `${world}.json`)
		const json = readJson(file)
		for (const [slot] of SLOTS) validateDensityFunction(json.noise_router[slot], `noise_settings/${world}/${slot}`, known)
		checkFloatTexts(file)
		worlds[world] = { json, settings: NoiseGeneratorSettings.fromJson(json) }
	}
	const paramFile = path.join(DATA, 'reports/biome_parameters/minecraft/overworld.json')
	checkFloatTexts(paramFile)
	return { worlds, known, parameters: readJson(paramFile) }
}

// ---------------------------------------------------------------------------------------
// Router evaluation
// ---------------------------------------------------------------------------------------

// The wired router of one world and seed: deepslate's RandomState plus
// initial_density_without_jaggedness, wired with the same visitor RandomState uses.
function wiredState(world, seed) {
	const { json, settings } = DATA_SET.worlds[world]
	const rs = new RandomState(settings, seed)
	const visitor = rs.createVisitor(settings.noise, settings.legacyRandomSource)
	const idwj = json.noise_router.initial_density_without_jaggedness === undefined ? undefined
		: new DensityFunction.HolderHolder({
			value: () => DensityFunction.fromJson(json.noise_router.initial_density_without_jaggedness),
			key: () => undefined,
		}).mapAll(visitor)
	const wired = {}
	for (const [name, field] of slotsOf(world)) wired[name] = field ? rs.router[field] : idwj
	return { rs, wired }
}

// Outside a chunk the game evaluates the router without its cache/interpolation markers.
const MARKERS = ['Interpolated', 'FlatCache', 'Cache2D', 'CacheOnce', 'CacheAllInCell']
function stripMarkers(fn) {
	return fn.mapAll({
		apply: f => MARKERS.some(m => f instanceof DensityFunction[m]) ? f.wrapped : f,
	})
}
function directRouter(world, seed) {
	const { rs, wired } = wiredState(world, seed)
	const direct = {}
	for (const [name] of slotsOf(world)) direct[name] = stripMarkers(wired[name])
	return { rs, wired, direct }
}

function routerPoints(world) {
	const { minY, height } = DATA_SET.worlds[world].settings.noise
	const rand = mulberry32(`router-${world}`)
	const perSeed = []
	for (const _ of SEEDS) {
		const pts = []
		const groups = [[60, 2000], [40, 1e6], [20, 3e7]]
		for (const [count, r] of groups) {
			for (let i = 0; i < count; i += 1) {
				const x = uniformInt(rand, -r, r)
				const z = uniformInt(rand, -r, r)
				const y = uniformInt(rand, minY, minY + height - 1)
				pts.push([x, y, z])
			}
		}
		perSeed.push(pts)
	}
	return perSeed
}

function evalRouter(world, points) { // -> rows[seedIndex][pointIndex][slotIndex]
	return SEEDS.map((seed, si) => {
		const { direct } = directRouter(world, seed.value)
		return points[si].map(([x, y, z]) => slotsOf(world).map(([name]) => direct[name].compute(DensityFunction.context(x, y, z))))
	})
}

function writeRouter(world, points, values) {
	const lines = [['seed', 'x', 'y', 'z', ...slotsOf(world).map(s => s[0])].join('\t')]
	SEEDS.forEach((seed, si) => {
		points[si].forEach(([x, y, z], pi) => {
			lines.push([seed.value.toString(), x, y, z, ...values[si][pi].map(num)].join('\t'))
		})
	})
	return writeOut(`router-${world}.tsv`, lines.join('\n') + '\n')
}

// ---------------------------------------------------------------------------------------
// Biomes
// ---------------------------------------------------------------------------------------

// The game's parameter list: every bound a float, quantized with Climate.quantizeCoord.
function quantizedParameters(list) {
	const qParam = p => Array.isArray(p)
		? new Climate.Param(quantize(p[0]), quantize(p[1]))
		: new Climate.Param(quantize(p), quantize(p))
	return list.biomes.map(({ parameters: p, biome }) => [
		new Climate.ParamPoint(qParam(p.temperature), qParam(p.humidity), qParam(p.continentalness),
			qParam(p.erosion), qParam(p.depth), qParam(p.weirdness), quantize(p.offset ?? 0)),
		biome,
	])
}

// Draw near points until 200 are accepted, then far points until 100 more are accepted;
// a draw whose nearest parameter points name two different biomes (a tie) is replaced.
function computeBiomes(world, stats) {
	const parameters = DATA_SET.worlds[world].parameters ?? DATA_SET.parameters
	const entries = quantizedParameters(parameters)
	const tree = new Climate.Parameters(entries.map(([point, biome]) => [point, () => biome]))
	const rawSource = MultiNoiseBiomeSource.fromJson(parameters) // --raw: deepslate's own search
	const rand = mulberry32(`biomes-${world}`)
	const perSeed = []
	for (const seed of SEEDS) {
		const { rs, direct } = directRouter(world, seed.value)
		const rows = []
		for (const [count, r] of [[200, 2500], [100, 250000]]) {
			let accepted = 0
			while (accepted < count) {
				const qx = uniformInt(rand, -r, r)
				const qz = uniformInt(rand, -r, r)
				const qy = uniformInt(rand, -16, 79)
				// Climate.Sampler.sample: block position = quart position * 4, functions direct
				const ctx = DensityFunction.context(qx * 4, qy * 4, qz * 4)
				const raw = ['temperature', 'vegetation', 'continents', 'erosion', 'depth', 'ridges'].map(s => direct[s].compute(ctx))
				const target = Climate.target(...raw.map(quantize))
				let best = Infinity
				let winners = new Set()
				for (const [point, biome] of entries) { // ParameterList.findValueBruteForce
					const fit = point.fittness(target)
					if (fit < best) { best = fit; winners = new Set([biome]) } else if (fit === best) winners.add(biome)
				}
				if (winners.size > 1) { // the game's answer would depend on tree order and warm start
					stats.ties.push(`${seed.label} ${qx} ${qy} ${qz}: ${[...winners].join(' / ')}`)
					continue
				}
				let biome = [...winners][0]
				tree.index.last_leaf = null // no warm start: every query independent
				const fromTree = tree.find(target)
				if (fromTree !== biome) throw new Error(`RTree and brute force disagree at ${qx} ${qy} ${qz}: ${fromTree} vs ${biome}`)
				if (RAW) { // unquantized parameters, deepslate's sampler, warm start still reset
					rawSource.parameters.index.last_leaf = null
					biome = rawSource.getBiome(qx, qy, qz, rs.sampler).toString()
				}
				rows.push({ qx, qy, qz, biome, raw })
				accepted += 1
			}
		}
		perSeed.push(rows)
	}
	return perSeed
}

function writeBiomes(world, perSeed) {
	const lines = ['seed\tqx\tqy\tqz\tbiome']
	SEEDS.forEach((seed, si) => {
		for (const { qx, qy, qz, biome } of perSeed[si]) lines.push([seed.value.toString(), qx, qy, qz, biome].join('\t'))
	})
	return writeOut(`biomes-${world}.tsv`, lines.join('\n') + '\n')
}

// ---------------------------------------------------------------------------------------
// Noise chunks
// ---------------------------------------------------------------------------------------

const LETTERS = { 'minecraft:air': 'a', 'minecraft:stone': 's', 'minecraft:water': 'w', 'minecraft:lava': 'l' }

function fillChunk(world, seed, cx, cz) {
	const { settings } = DATA_SET.worlds[world]
	const rs = new RandomState(settings, seed)
	const generator = new NoiseChunkGenerator(undefined, settings) // aquifers: deepslate's disabled aquifer
	const chunk = new Chunk(DIM_MIN_Y, DIM_HEIGHT, ChunkPos.create(cx, cz))
	generator.fill(rs, chunk)
	return { chunk, rs }
}

function columnRle(chunk, x, z) {
	let out = ''
	let prev = null
	let count = 0
	let total = 0
	for (let y = DIM_MIN_Y + DIM_HEIGHT - 1; y >= DIM_MIN_Y; y -= 1) {
		const name = chunk.getBlockState([x, y, z]).getName().toString()
		const letter = LETTERS[name]
		if (letter === undefined) throw new Error(`unexpected block ${name} at ${x} ${y} ${z}`)
		if (letter === prev) count += 1
		else {
			if (prev !== null) out += prev + count
			prev = letter
			count = 1
		}
		total += 1
	}
	out += prev + count
	const sum = [...out.matchAll(/[a-z](\d+)/g)].reduce((s, m) => s + Number(m[1]), 0)
	if (sum !== DIM_HEIGHT || total !== DIM_HEIGHT) throw new Error(`run lengths sum to ${sum}, not ${DIM_HEIGHT}`)
	return out
}

function chunkText(world, seedLabel, cx, cz, chunk) {
	const seed = SEEDS.find(s => s.label === seedLabel).value
	const lines = [`chunk\t${world}\t${seed}\t${cx}\t${cz}`]
	for (let x = 0; x < 16; x += 1) {
		for (let z = 0; z < 16; z += 1) lines.push(`${x}\t${z}\t${columnRle(chunk, x, z)}`)
	}
	return lines.join('\n') + '\n'
}

// Before writing chunks: show that deepslate's fill interpolates (so the chunk vectors are
// the game's in-chunk values, not direct final_density).
function interpolationCheck() {
	const world = 'overworld'
	const seed = 0n
	const { wired, direct } = directRouter(world, seed)
	const noise = DATA_SET.worlds[world].settings.noise
	const cellWidth = NoiseSettings.cellWidth(noise)
	const cellHeight = NoiseSettings.cellHeight(noise)
	const report = []
	let interior = 0
	let differing = 0
	let cornerMismatch = 0
	for (let x = 0; x < 16; x += 1) {
		for (let z = 0; z < 16; z += 1) {
			for (let y = -64; y < 320; y += 1) {
				const ctx = DensityFunction.context(x, y, z)
				const inChunk = wired.final_density.compute(ctx)
				const straight = direct.final_density.compute(ctx)
				const corner = x % cellWidth === 0 && z % cellWidth === 0 && y % cellHeight === 0
				if (corner) { if (inChunk !== straight) cornerMismatch += 1 } else {
					interior += 1
					if (inChunk !== straight) differing += 1
				}
			}
		}
	}
	const probe = DensityFunction.context(1, 70, 2)
	report.push(`  interpolation check (overworld, seed 0, chunk 0 0): final_density at block 1 70 2: in-chunk (interpolated) ${wired.final_density.compute(probe)}, direct ${direct.final_density.compute(probe)}`)
	report.push(`  non-corner blocks whose in-chunk value differs from direct: ${differing} of ${interior}; cell corners differing: ${cornerMismatch}`)
	const { chunk } = fillChunk(world, seed, 0, 0)
	let signMismatch = 0
	for (let x = 0; x < 16; x += 1) for (let z = 0; z < 16; z += 1) for (let y = -64; y < 320; y += 1) {
		const d = wired.final_density.compute(DensityFunction.context(x, y, z))
		const name = chunk.getBlockState([x, y, z]).getName().toString()
		if ((d > 0) !== (name === 'minecraft:stone')) signMismatch += 1
	}
	report.push(`  blocks where fill() disagrees with the sign of the interpolated density: ${signMismatch}`)
	if (differing === 0 || cornerMismatch !== 0 || signMismatch !== 0) throw new Error('interpolation check failed:\n' + report.join('\n'))
	return report
}

// ---------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------

const written = []
function writeOut(name, text) {
	fs.mkdirSync(OUT, { recursive: true })
	const file = path.join(OUT, name)
	fs.writeFileSync(file, text)
	written.push([name, Buffer.byteLength(text)])
	return file
}

// ---------------------------------------------------------------------------------------
// Self-checks of the corrected primitives against known Java values
// ---------------------------------------------------------------------------------------

function primitiveChecks() {
	if (RAW) return ['  (raw run: primitive checks skipped)']
	const out = []
	const expect = (what, got, want) => {
		if (got !== want) throw new Error(`${what}: got ${got}, want ${want}`)
		out.push(`  ok ${what} = ${want}`)
	}
	expect('new java.util.Random(0).nextDouble()', new LegacyRandom(0n).nextDouble(), 0.730967787376657)
	expect('new java.util.Random(42).nextDouble()', new LegacyRandom(42n).nextDouble(), 0.7275636800328681)
	expect('new java.util.Random(0).nextInt()', new LegacyRandom(0n).nextInt(), -1155484576)
	expect('"minecraft:offset".hashCode()', javaStringHashCode('minecraft:offset'), -920384768)
	return out
}

// ---------------------------------------------------------------------------------------
// Releases from ../shared/mcdata
// ---------------------------------------------------------------------------------------

// Loads a release's overworld into deepslate's registries (replacing what was there) and into
// DATA_SET.worlds[world], with its slot names and its biome parameter list.
function loadVersion(version, world) {
	const root = path.join(MCDATA, version)
	const worldgen = path.join(root, 'data/minecraft/worldgen')
	if (!fs.existsSync(worldgen)) throw new Error(`no game data at ${root}`)
	WorldgenRegistries.NOISE.clear()
	WorldgenRegistries.DENSITY_FUNCTION.clear()
	const known = { functions: new Set(), noises: new Set(), types: new Set() }
	for (const [id, file] of listJson(path.join(worldgen, 'noise'))) {
		WorldgenRegistries.NOISE.register(Identifier.create(id), NoiseParameters.fromJson(readJson(file)))
		known.noises.add(`minecraft:${id}`)
	}
	const functions = listJson(path.join(worldgen, 'density_function'))
	for (const [id] of functions) known.functions.add(`minecraft:${id}`)
	for (const [id, file] of functions) {
		const json = readJson(file)
		validateDensityFunction(json, `${version}/density_function/${id}`, known)
		WorldgenRegistries.DENSITY_FUNCTION.register(Identifier.create(id), () => DensityFunction.fromJson(json))
		checkFloatTexts(file)
	}
	const file = path.join(worldgen, 'noise_settings', 'overworld.json')
	const json = readJson(file)
	const current = json.noise_router.preliminary_surface_level !== undefined
	const slots = SLOTS.map(s => s[0] === 'initial_density_without_jaggedness' && current
		? ['preliminary_surface_level', 'preliminarySurfaceLevel'] : s)
	for (const [slot] of slots) validateDensityFunction(json.noise_router[slot], `${version}/noise_settings/overworld/${slot}`, known)
	checkFloatTexts(file)
	const paramFile = path.join(root, 'reports/biome_parameters/minecraft/overworld.json')
	checkFloatTexts(paramFile)
	DATA_SET.worlds[world] = {
		json, settings: NoiseGeneratorSettings.fromJson(json), slots, parameters: readJson(paramFile),
	}
	log.push(`${version}: density function types ${[...known.types].sort().join(', ')}`)
}

// ---------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------

installPatches()
const DATA_SET = loadData()

const log = []
log.push(`deepslate 0.26.2, ${RAW ? 'RAW (no corrections)' : 'corrections: ' + PATCH_NAMES.join(', ')}`)
log.push(`text seed "${TEXT_SEED}" -> ${TEXT_SEED_VALUE}`)
log.push(`density function types in the data: ${[...DATA_SET.known.types].sort().join(', ')}`)
log.push(...primitiveChecks())

// legacy PerlinNoise: the game builds (and drops) an ImprovedNoise for octave 0 where deepslate
// skips 262 steps; equal unless that ImprovedNoise's nextInt rejected a draw. Check it didn't.
if (!RAW) {
	for (const seed of SEEDS) {
		for (const offset of [0n, 1n]) {
			const a = new LegacyRandom(seed.value + offset)
			const b = new LegacyRandom(seed.value + offset)
			void new ImprovedNoise(a)
			b.consume(262)
			if (a.seed !== b.seed) throw new Error(`legacy temperature/vegetation noise for seed ${seed.label}: octave 0 used more than 262 draws`)
		}
	}
}

if (!VERSIONS_ONLY) {
// 1. router vectors
const routerPointsByWorld = {}
const routerValuesByWorld = {}
for (const world of WORLDS) {
	const points = routerPoints(world)
	const values = evalRouter(world, points)
	routerPointsByWorld[world] = points
	routerValuesByWorld[world] = values
	writeRouter(world, points, values)
	// sanity: ranges per slot
	const flat = values.flat()
	const summary = SLOTS.map(([name], i) => {
		const col = flat.map(row => row[i])
		return `${name} [${Math.min(...col).toPrecision(4)}, ${Math.max(...col).toPrecision(4)}]`
	})
	log.push(`router-${world}: ${flat.length} points; ${summary.join('; ')}`)
}

// 2. biome vectors
const biomeRowsByWorld = {}
for (const world of BIOME_WORLDS) {
	const stats = { ties: [] }
	const perSeed = computeBiomes(world, stats)
	biomeRowsByWorld[world] = perSeed
	writeBiomes(world, perSeed)
	const counts = {}
	for (const row of perSeed.flat()) counts[row.biome] = (counts[row.biome] ?? 0) + 1
	log.push(`biomes-${world}: ${perSeed.flat().length} points, ${Object.keys(counts).length} distinct biomes; ${stats.ties.length} tied draws replaced${stats.ties.length ? ' (' + stats.ties.join('; ') + ')' : ''}`)
}

// 3. noise chunks
log.push(...interpolationCheck())
const chunkTexts = {}
for (const world of WORLDS) {
	let text = ''
	for (const [seedLabel, cx, cz] of CHUNKS[world]) {
		const seed = SEEDS.find(s => s.label === seedLabel).value
		const { chunk } = fillChunk(world, seed, cx, cz)
		text += chunkText(world, seedLabel, cx, cz, chunk)
	}
	chunkTexts[world] = text
	writeOut(`noise-chunks-${world}.txt`, text)
	const blocks = { a: 0, s: 0, w: 0, l: 0 }
	for (const m of text.matchAll(/([aswl])(\d+)/g)) blocks[m[1]] += Number(m[2])
	log.push(`noise-chunks-${world}: ${CHUNKS[world].length} chunks; blocks ${JSON.stringify(blocks)}`)
}

// 4. impact of each correction (what plain deepslate would have written instead)
if (IMPACT) {
	log.push('impact of the corrections (values that differ from the written vectors):')
	const compareRouter = label => {
		let diff = 0
		let total = 0
		let maxAbs = 0
		const bySlot = {}
		for (const world of WORLDS) {
			const values = evalRouter(world, routerPointsByWorld[world])
			values.forEach((rows, si) => rows.forEach((row, pi) => row.forEach((v, k) => {
				total += 1
				const w = routerValuesByWorld[world][si][pi][k]
				if (!Object.is(v, w)) {
					diff += 1
					maxAbs = Math.max(maxAbs, Math.abs(v - w))
					const key = `${world}/${SLOTS[k][0]}`
					bySlot[key] = (bySlot[key] ?? 0) + 1
				}
			})))
		}
		const top = Object.entries(bySlot).sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, n]) => `${k} ${n}`).join(', ')
		log.push(`  router, ${label}: ${diff} of ${total} values differ, max |diff| ${maxAbs.toPrecision(3)}${top ? ' (' + top + ' ...)' : ''}`)
	}
	for (const name of PATCH_NAMES) {
		PATCH[name] = false
		compareRouter(`without '${name}'`)
		PATCH[name] = true
	}
	SHORT_CIRCUIT = false
	compareRouter('min/max evaluating both arguments (no short-circuit at all)')
	SHORT_CIRCUIT = true
	for (const name of PATCH_NAMES) PATCH[name] = false
	compareRouter('plain deepslate (no correction)')

	// chunks with plain deepslate
	let blockDiff = 0
	let blockTotal = 0
	const perWorld = []
	for (const world of WORLDS) {
		let worldDiff = 0
		for (const [seedLabel, cx, cz] of CHUNKS[world]) {
			const seed = SEEDS.find(s => s.label === seedLabel).value
			const { chunk } = fillChunk(world, seed, cx, cz)
			const mine = chunkTexts[world]
			const rawText = chunkText(world, seedLabel, cx, cz, chunk)
			const header = rawText.split('\n')[0]
			const start = mine.indexOf(header)
			const ours = mine.slice(start, start + rawText.length)
			const expand = t => t.split('\n').slice(1, 257).map(l => l.split('\t')[2].replace(/([a-z])(\d+)/g, (_, c, n) => c.repeat(Number(n)))).join('')
			const a = expand(ours)
			const b = expand(rawText)
			for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) worldDiff += 1
			blockTotal += a.length
		}
		blockDiff += worldDiff
		perWorld.push(`${world} ${worldDiff}`)
	}
	log.push(`  chunks, plain deepslate: ${blockDiff} of ${blockTotal} blocks differ (${perWorld.join(', ')})`)

	// biomes with plain deepslate: unquantized parameters, deepslate's flat-cached sampler,
	// deepslate's RTree (warm start reset), at the same points
	let biomeDiff = 0
	let biomeTotal = 0
	for (const world of BIOME_WORLDS) {
		const source = MultiNoiseBiomeSource.fromJson(DATA_SET.parameters)
		SEEDS.forEach((seed, si) => {
			const { rs } = wiredState(world, seed.value)
			for (const { qx, qy, qz, biome } of biomeRowsByWorld[world][si]) {
				source.parameters.index.last_leaf = null
				const got = source.getBiome(qx, qy, qz, rs.sampler).toString()
				biomeTotal += 1
				if (got !== biome) biomeDiff += 1
			}
		})
	}
	log.push(`  biomes, plain deepslate (no quantization): ${biomeDiff} of ${biomeTotal} differ`)
	for (const name of PATCH_NAMES) PATCH[name] = true

	// deepslate's own climate sampler (flat_cache at y = 0) against the direct functions
	let samplerDiff = 0
	for (const world of BIOME_WORLDS) {
		SEEDS.forEach((seed, si) => {
			const { rs } = wiredState(world, seed.value)
			for (const { qx, qy, qz, raw } of biomeRowsByWorld[world][si]) {
				const t = rs.sampler.sample(qx, qy, qz)
				const got = [t.temperature, t.humidity, t.continentalness, t.erosion, t.depth, t.weirdness]
				if (got.some((v, i) => !Object.is(v, raw[i]))) samplerDiff += 1
			}
		})
	}
	log.push(`  climate: deepslate's flat-cached sampler vs direct router functions: ${samplerDiff} points differ`)
}

} // end of the 1.21.1 vectors

// 5. releases from the game's own data: ../shared/mcdata/<version> (beside the repository)
// The overworld of 1.21.5 (the 1.21.1 router, the 1.21.5 biome list), 1.21.9 (the router's
// surface slot becomes preliminary_surface_level: find_top_surface and invert) and 26.2
// (interval_select replaces weird_scaled_sampler), each version's own biome parameter list
// (reports/biome_parameters/minecraft/overworld.json, the game's list as it builds it in code).
const VERSIONS = ['1.21.5', '1.21.9', '26.2']
const VERSION_CHUNKS = [['0', 0, 0], ['42', -37, 12], [TEXT_SEED, 1000, -2500]]
installIntervalSelectFixes()
for (const version of VERSIONS) {
	const world = `overworld-${version}`
	loadVersion(version, world)
	const points = routerPoints(world)
	const values = evalRouter(world, points)
	writeRouter(world, points, values)
	log.push(`router-${world}: ${values.flat().length} points, slots ${slotsOf(world).map(s => s[0]).join(', ')}`)
	const stats = { ties: [] }
	const perSeed = computeBiomes(world, stats)
	writeBiomes(world, perSeed)
	const distinct = new Set(perSeed.flat().map(r => r.biome))
	log.push(`biomes-${world}: ${perSeed.flat().length} points, ${distinct.size} distinct biomes; ${stats.ties.length} tied draws replaced`)
	if (version !== '1.21.5') { // 1.21.5's terrain is 1.21.1's
		let text = ''
		for (const [seedLabel, cx, cz] of VERSION_CHUNKS) {
			const seed = SEEDS.find(s => s.label === seedLabel).value
			const { chunk } = fillChunk(world, seed, cx, cz)
			text += chunkText(world, seedLabel, cx, cz, chunk)
		}
		writeOut(`noise-chunks-${world}.txt`, text)
		log.push(`noise-chunks-${world}: ${VERSION_CHUNKS.length} chunks`)
	}
}

log.push('files:')
for (const [name, size] of written) log.push(`  ${name} ${size} bytes`)
console.log(log.join('\n'))
