// Reference vectors for structure placement, from deepslate 0.26.2 (misode's independent reimplementation, MIT),
// over every release's own structure sets in ../shared/mcdata. StructurePlacementReferenceTest reads them; neither
// it nor CI needs node.
//
//   cd tools/reference && npm ci && node structure-vectors.mjs
//
// Writes src/test/resources/org/terrainexplorer/world/reference/:
//   structure-placement-<release>.tsv.gz  for five seeds, every random_spread set of the release, every chunk of
//        the square -80..79 (x and z) its placement chooses (isStructureChunk: grid cell, frequency reducer,
//        exclusion zone): seed, set, chunk x, chunk z, sorted. The release is the file's name, so releases with
//        the same sets give byte-identical files (git keeps one copy); gzip, as ReferenceVectors reads it.
//   structure-placement-synthetic.tsv.gz  the same for the test datapack placement-pack/ beside it (1.21.1): sets
//        the game's data never has (a default reducer below 1, other frequencies, an exclusion zone on a reduced
//        set), read by the script and by the Java test from the same files.
//   structure-rings.tsv  the concentric rings (strongholds) of every release and seed: the first 24 positions
//        before the biome search (deepslate's `center`) and, for 1.21.1 and 26.2, after it (`real`), else "-".
//
// Where deepslate departs from the game (numbered as in README.md; read against the game's StructurePlacement,
// RandomSpreadStructurePlacement and ChunkGeneratorStructureState of 1.19.3 to 26.1.2, which agree on all of this)
// the script follows the game:
// 15. LegacyRandom.nextDouble is ((next(26) << 27) + next(27)) * 2^-53 (deepslate: next(30) * 2^-30): the
//     legacy_type_3 reducer and every ring draw; nextInt(bound) rejects on Java int overflow (deepslate never).
// 16. frequency is a float (Codec.FLOAT); deepslate compares draws with the JSON's double.
// 17. legacy_type_1 draws nextInt((int)(1.0F / frequency)), a float quotient; deepslate floors the double 1 / f
//     (with the float frequency of 16., 1 / 0.2f floors to 4 where the game's float quotient is 5.0F).
// 18. concentric rings: the ring's size grows by 2 * k / (ring + 1) in int arithmetic; deepslate divides in
//     doubles (equal for spread 3, which every release uses, but not in general).
// The biome search of the rings uses the release's overworld as make-vectors.mjs builds it: the multi-noise
// parameter list of reports/biome_parameters, quantized, the climate slots evaluated directly (outside a chunk) with
// its spline, octave-order and ImprovedNoise corrections, no warm start in the R-tree, and (26.2) its interval_select
// fixes. deepslate's findBiomeHorizontal is the game's (z rows, then x; one of the finds drawn with nextInt).
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { fileURLToPath } from 'node:url'
import { installIntervalSelectFixes } from './deepslate-fixes.mjs'
import {
	binarySearch, Climate, CubicSpline, DensityFunction, HolderSet, Identifier, ImprovedNoise, LegacyRandom,
	NoiseGeneratorSettings, NoiseParameters, PerlinNoise, RandomState, StructurePlacement, StructureSet,
	WorldgenRegistries, BiomeSource,
} from 'deepslate'

const HERE = path.dirname(fileURLToPath(import.meta.url))
const REPO = path.resolve(HERE, '..', '..')
const MCDATA = path.resolve(REPO, '..', 'shared', 'mcdata')
const OUT = path.join(REPO, 'src/test/resources/org/terrainexplorer/world/reference')
const SYNTHETIC_PACK = path.join(OUT, 'placement-pack')
const SEEDS = [0n, 42n, -4172144997902289642n, 123456789012345678n, 1336252682n] // the last: "Terrain Explorer"
const MIN = -80, MAX = 79, RING_POSITIONS = 24
const SEARCHED = ['1.21.1', '26.2']
const CLIMATE = ['temperature', 'vegetation', 'continents', 'erosion', 'depth', 'ridges']

// ---- corrections: the game's arithmetic where deepslate's differs -------------------------------------------
LegacyRandom.prototype.nextDouble = function () { // 15.
	const hi = this.next(26)
	const lo = this.next(27)
	return (hi * 134217728 + lo) * 1.1102230246251565e-16
}
const legacyNextInt = LegacyRandom.prototype.nextInt
LegacyRandom.prototype.nextInt = function (max) {
	if (max === undefined || (max & (max - 1)) === 0) return legacyNextInt.call(this, max)
	let bits, val
	do {
		bits = this.next(31)
		val = bits % max
	} while (((bits - val + (max - 1)) | 0) < 0)
	return val
}
const placementFromJson = StructurePlacement.fromJson // 16.
StructurePlacement.fromJson = function (obj) {
	const placement = placementFromJson(obj)
	placement.frequency = Math.fround(placement.frequency)
	return placement
}
const fromType = StructurePlacement.FrequencyReducer.fromType // 17.
StructurePlacement.FrequencyReducer.fromType = type => type !== 'legacy_type_1' ? fromType(type)
	: (seed, _salt, chunkX, chunkZ, frequency) => {
		const random = new LegacyRandom(BigInt((chunkX >> 4) ^ (chunkZ >> 4) << 4) ^ seed)
		random.nextInt()
		return random.nextInt(Math.trunc(Math.fround(1 / frequency))) === 0
	}
const Rings = StructurePlacement.ConcentricRingsStructurePlacement // 18. (deepslate's prepare, the division fixed)
Rings.prototype.prepare = function (biomeSource, sampler, ringSeed) {
	if (this.positions !== undefined) return
	this.positions = []
	const random = new LegacyRandom(ringSeed)
	let angle = random.nextDouble() * Math.PI * 2
	let spread = this.spread, ring = 0, inRing = 0
	const preferred = [...this.preferredBiomes.value().getEntries()].map(b => b.key().toString())
	for (let i = 0; i < this.count; i += 1) {
		const distance = 4 * this.distance + this.distance * ring * 6 + (random.nextDouble() - 0.5) * this.distance * 2.5
		const chunkX = Math.round(Math.cos(angle) * distance), chunkZ = Math.round(Math.sin(angle) * distance)
		const forked = random.fork()
		const real = () => {
			const found = BiomeSource.findBiomeHorizontal(biomeSource, (chunkX << 4) + 8, 0, (chunkZ << 4) + 8, 112,
				biome => preferred.includes(biome.toString()), forked, sampler)
			return found ? [found.pos[0] >> 4, found.pos[2] >> 4] : [chunkX, chunkZ]
		}
		this.positions.push({ center: [chunkX, chunkZ], real })
		angle += Math.PI * 2 / spread
		if (++inRing === spread) {
			ring += 1
			inRing = 0
			spread += Math.trunc(2 * spread / (ring + 1))
			spread = Math.min(spread, this.count - i)
			angle += random.nextDouble() * Math.PI * 2
		}
	}
}
// The climate's arithmetic, as make-vectors.mjs corrects it (its 'spline', 'perlinOrder' and 'improvedEps').
CubicSpline.MultiPoint.prototype.compute = function (c) {
	const F = Math.fround
	const f = F(this.coordinate.compute(c))
	const locs = this.locations, last = locs.length - 1
	const i = binarySearch(0, locs.length, n => f < locs[n]) - 1
	const extend = k => {
		const v = F(this.values[k].compute(c)), d = this.derivatives[k]
		return d === 0 ? v : F(v + F(d * F(f - locs[k])))
	}
	if (i < 0) return extend(0)
	if (i === last) return extend(last)
	const hg = F(locs[i + 1] - locs[i]), k = F(F(f - locs[i]) / hg)
	const n = F(this.values[i].compute(c)), o = F(this.values[i + 1].compute(c)), on = F(o - n)
	const p = F(F(this.derivatives[i] * hg) - on), q = F(F(-this.derivatives[i + 1] * hg) + on)
	return F(F(n + F(k * on)) + F(F(k * F(1 - k)) * F(p + F(k * F(q - p)))))
}
PerlinNoise.prototype.sample = function (x, y, z, yScale = 0, yLimit = 0, fixY = false) {
	let value = 0, inputF = this.lowestFreqInputFactor, valueF = this.lowestFreqValueFactor
	for (let i = 0; i < this.noiseLevels.length; i += 1) {
		const noise = this.noiseLevels[i]
		if (noise) {
			const g = noise.sample(PerlinNoise.wrap(x * inputF), fixY ? -noise.yo : PerlinNoise.wrap(y * inputF),
				PerlinNoise.wrap(z * inputF), yScale * inputF, yLimit * inputF)
			value += this.amplitudes[i] * g * valueF
		}
		inputF *= 2
		valueF /= 2
	}
	return value
}
const F32_EPSILON_1E7 = Math.fround(1.0e-7)
ImprovedNoise.prototype.sample = function (x, y, z, yScale = 0, yLimit = 0) {
	const x2 = x + this.xo, y2 = y + this.yo, z2 = z + this.zo
	const x3 = Math.floor(x2), y3 = Math.floor(y2), z3 = Math.floor(z2)
	const x4 = x2 - x3, y4 = y2 - y3, z4 = z2 - z3
	let y6 = 0
	if (yScale !== 0) y6 = Math.floor((yLimit >= 0 && yLimit < y4 ? yLimit : y4) / yScale + F32_EPSILON_1E7) * yScale
	return this.sampleAndLerp(x3, y3, z3, x4, y4 - y6, z4, y4)
}
// deepslate-fixes.mjs's interval_select fixes (26.2's router has one; RandomState wires every slot).
installIntervalSelectFixes()

// ---- data ---------------------------------------------------------------------------------------------------
const readJson = file => JSON.parse(fs.readFileSync(file, 'utf8'))
function listJson(dir, prefix = '') {
	const out = []
	if (!fs.existsSync(dir)) return out
	for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name < b.name ? -1 : 1)) {
		if (e.isDirectory()) out.push(...listJson(path.join(dir, e.name), `${prefix}${e.name}/`))
		else if (e.name.endsWith('.json')) out.push([`${prefix}${e.name.slice(0, -5)}`, path.join(dir, e.name)])
	}
	return out
}
const versionKey = v => v.split('.').map(n => n.padStart(4, '0')).join('.')
const RELEASES = fs.readdirSync(MCDATA).filter(v => fs.existsSync(path.join(MCDATA, v, 'data/minecraft/worldgen')))
	.sort((a, b) => versionKey(a) < versionKey(b) ? -1 : 1)

// Loads a pack's structure sets into deepslate's registry (replacing what was there); the biomes and their tags
// of the release, for the rings' preferred_biomes.
function loadSets(release, extraPack) {
	const data = path.join(MCDATA, release, 'data/minecraft')
	StructureSet.REGISTRY.clear()
	WorldgenRegistries.BIOME.clear()
	for (const [id] of listJson(path.join(data, 'worldgen/biome'))) WorldgenRegistries.BIOME.register(Identifier.create(id), {})
	for (const [id, file] of listJson(path.join(data, 'tags/worldgen/biome'))) {
		const json = readJson(file)
		WorldgenRegistries.BIOME.getTagRegistry().register(Identifier.create(id), () => HolderSet.fromJson(WorldgenRegistries.BIOME, json))
	}
	const ids = []
	const add = (ns, dir) => {
		for (const [id, file] of listJson(dir)) {
			const key = Identifier.parse(`${ns}:${id}`)
			StructureSet.REGISTRY.register(key, StructureSet.fromJson(readJson(file)))
			ids.push(key.toString())
		}
	}
	add('minecraft', path.join(data, 'worldgen/structure_set'))
	if (extraPack) add('test', path.join(extraPack, 'data/test/worldgen/structure_set'))
	return ids.sort()
}

// The chunks of the square a random_spread placement chooses, as rows [seed index, set, x, z].
function placementRows(ids, only = () => true) {
	const rows = []
	SEEDS.forEach((seed, si) => {
		for (const id of ids.filter(only)) {
			const placement = StructureSet.REGISTRY.getOrThrow(Identifier.parse(id)).placement
			if (!(placement instanceof StructurePlacement.RandomSpreadStructurePlacement)) continue
			for (const [x, z] of placement.getPotentialStructureChunks(seed, MIN, MIN, MAX, MAX)) {
				if (x >= MIN && x <= MAX && z >= MIN && z <= MAX && placement.isStructureChunk(seed, x, z)) rows.push([si, id, x, z])
			}
		}
	})
	rows.sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0) || a[2] - b[2] || a[3] - b[3])
	return rows
}
const rowText = rows => ['seed\tset\tchunk_x\tchunk_z', ...rows.map(([si, id, x, z]) => [SEEDS[si], id, x, z].join('\t'))].join('\n') + '\n'

// The overworld's biomes as the game's MultiNoiseBiomeSource gives them outside a chunk (see make-vectors.mjs).
function loadNoise(release) {
	const worldgen = path.join(MCDATA, release, 'data/minecraft/worldgen')
	WorldgenRegistries.NOISE.clear()
	WorldgenRegistries.DENSITY_FUNCTION.clear()
	for (const [id, file] of listJson(path.join(worldgen, 'noise'))) WorldgenRegistries.NOISE.register(Identifier.create(id), NoiseParameters.fromJson(readJson(file)))
	for (const [id, file] of listJson(path.join(worldgen, 'density_function'))) {
		const json = readJson(file)
		WorldgenRegistries.DENSITY_FUNCTION.register(Identifier.create(id), () => DensityFunction.fromJson(json))
	}
	const settings = readJson(path.join(worldgen, 'noise_settings/overworld.json'))
	const types = new Set(), seen = new Set()
	const walk = j => { // the density function types the climate slots use (references followed once)
		if (typeof j === 'string') {
			if (seen.has(j)) return
			seen.add(j)
			return walk(readJson(path.join(worldgen, 'density_function', `${j.replace(/^minecraft:/, '')}.json`)))
		}
		if (j === null || typeof j !== 'object') return
		const type = typeof j.type === 'string' ? j.type.replace(/^minecraft:/, '') : undefined
		if (type) types.add(type)
		for (const [k, v] of Object.entries(j)) {
			if (k !== 'noise' && k !== 'type' && !(k === 'argument' && ['shift_a', 'shift_b', 'shift'].includes(type))) walk(v)
		}
	}
	for (const slot of CLIMATE) walk(settings.noise_router[slot])
	const corrected = ['abs', 'add', 'mul', 'blend_alpha', 'blend_offset', 'cache_2d', 'cache_once', 'flat_cache', 'interpolated',
		'shift_a', 'shift_b', 'shifted_noise', 'noise', 'spline', 'y_clamped_gradient', 'constant']
	const other = [...types].filter(t => !corrected.includes(t))
	if (other.length) throw new Error(`${release}: climate slots use ${other.join(', ')}, which this script does not check`)
	const report = readJson(path.join(MCDATA, release, 'reports/biome_parameters/minecraft/overworld.json'))
	const quantize = v => Math.trunc(Math.fround(Math.fround(v) * 10000))
	const param = p => Array.isArray(p) ? new Climate.Param(quantize(p[0]), quantize(p[1])) : new Climate.Param(quantize(p), quantize(p))
	const tree = new Climate.Parameters(report.biomes.map(({ parameters: p, biome }) => [new Climate.ParamPoint(param(p.temperature),
		param(p.humidity), param(p.continentalness), param(p.erosion), param(p.depth), param(p.weirdness), quantize(p.offset ?? 0)), () => biome]))
	const MARKERS = ['Interpolated', 'FlatCache', 'Cache2D', 'CacheOnce', 'CacheAllInCell']
	const strip = fn => fn.mapAll({ apply: f => MARKERS.some(m => f instanceof DensityFunction[m]) ? f.wrapped : f })
	const noiseSettings = NoiseGeneratorSettings.fromJson(settings)
	return seed => {
		const router = new RandomState(noiseSettings, seed).router
		const climate = CLIMATE.map(s => strip(router[s]))
		return {
			lookups: 0,
			getBiome(qx, qy, qz) {
				this.lookups += 1
				const ctx = DensityFunction.context(qx * 4, qy * 4, qz * 4)
				tree.index.last_leaf = null
				return Identifier.parse(tree.find(Climate.target(...climate.map(f => quantize(f.compute(ctx))))))
			},
		}
	}
}

// ---- main ---------------------------------------------------------------------------------------------------
const log = [`deepslate 0.26.2, releases ${RELEASES.join(' ')}, seeds ${SEEDS.join(' ')}, chunks ${MIN}..${MAX}`]
const write = (name, text) => {
	fs.writeFileSync(path.join(OUT, name), name.endsWith('.gz') ? zlib.gzipSync(Buffer.from(text), { level: 9 }) : text)
	return fs.statSync(path.join(OUT, name)).size
}
const ringLines = ['release\tseed\tset\tindex\tx\tz\tsearched_x\tsearched_z']
for (const release of RELEASES) {
	const ids = loadSets(release)
	const rows = placementRows(ids)
	const perSet = {}
	for (const r of rows) perSet[r[1]] = (perSet[r[1]] ?? 0) + 1
	const size = write(`structure-placement-${release}.tsv.gz`, rowText(rows))
	log.push(`structure-placement-${release}.tsv.gz: ${ids.length} sets, ${rows.length} chunks (${Object.entries(perSet)
		.map(([k, n]) => `${k.replace(/^minecraft:/, '')} ${n}`).join(', ')}), ${size} bytes`)
	const biomes = SEARCHED.includes(release) ? loadNoise(release) : null
	for (const id of ids) {
		const json = readJson(path.join(MCDATA, release, 'data/minecraft/worldgen/structure_set', `${id.replace(/^minecraft:/, '')}.json`))
		if (!(StructureSet.REGISTRY.getOrThrow(Identifier.parse(id)).placement instanceof Rings)) continue
		const started = Date.now()
		let lookups = 0
		for (const seed of SEEDS) {
			const placement = StructureSet.fromJson(json).placement // a fresh one: prepare keeps its positions
			const source = biomes ? biomes(seed) : null
			placement.prepare(source, undefined, seed)
			for (let i = 0; i < Math.min(RING_POSITIONS, placement.positions.length); i += 1) {
				const p = placement.positions[i]
				const real = source ? p.real() : ['-', '-']
				ringLines.push([release, seed, id, i, ...p.center, ...real].join('\t'))
			}
			lookups += source ? source.lookups : 0
		}
		log.push(`  ${id} ${release}: ${RING_POSITIONS} positions x ${SEEDS.length} seeds${biomes ? `, searched (${lookups} biome lookups, ${((Date.now() - started) / 1000).toFixed(1)} s)` : ', before the biome search only'}`)
	}
}
log.push(`structure-rings.tsv: ${ringLines.length - 1} positions, ${write('structure-rings.tsv', ringLines.join('\n') + '\n')} bytes`)
const synthetic = loadSets('1.21.1', SYNTHETIC_PACK)
const syntheticRows = placementRows(synthetic, id => id.startsWith('test:'))
log.push(`structure-placement-synthetic.tsv.gz: ${syntheticRows.length} chunks of ${synthetic.filter(id => id.startsWith('test:')).join(', ')}, `
	+ `${write('structure-placement-synthetic.tsv.gz', rowText(syntheticRows))} bytes`)
console.log(log.join('\n'))
