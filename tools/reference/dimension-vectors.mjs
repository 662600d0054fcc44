// Reference vectors for the nether and the end, from deepslate 0.26.2 (misode's independent
// reimplementation), over the game's own data of one release in ../shared/mcdata. The Java test
// DimensionReferenceTest reads them; neither it nor CI needs node.
//
//   cd tools/reference && npm ci && node dimension-vectors.mjs [release]    (default 1.21.1)
//
// Writes src/test/resources/org/terrainexplorer/world/reference/ (and adds the release to
// dim-releases.txt, which DimensionReferenceTest reads):
//   dim-<release>-router-<dim>.tsv   final_density, temperature, vegetation, erosion, evaluated directly
//   dim-<release>-biomes-<dim>.tsv   the stored biome of scattered quarts
//   dim-<release>-chunks-<dim>.txt   whole chunks after the noise fill (the nether and end have no aquifers
//                      and no ore veins), column by column as runs from the top
//
// Where deepslate departs from the game this script follows the game, as make-vectors.mjs does
// for the overworld (the same corrections, written again here for the code paths these two
// dimensions take): the legacy random source (nextDouble, nextInt, fromHashOf, the positional
// construction of NormalNoise), the octave sum's order, ImprovedNoise's float epsilon and
// Mth.clamp, and end_islands (float arithmetic, Java's division, the island's offset's sign).
// deepslate has no TheEndBiomeSource: the end's biomes are computed here from
// deepslate's erosion slot, as the game's TheEndBiomeSource does.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
	BlendedNoise, Chunk, ChunkPos, Climate, DensityFunction, Identifier, ImprovedNoise, LegacyPositionalRandom,
	LegacyRandom, MultiNoiseBiomeSource, NoiseChunkGenerator, NoiseGeneratorSettings, NoiseParameters,
	NormalNoise, PerlinNoise, RandomState, WorldgenRegistries, XoroshiroRandom, Holder,
} from 'deepslate'

const HERE = path.dirname(fileURLToPath(import.meta.url))
const REPO = path.resolve(HERE, '..', '..')
const RELEASE = process.argv[2] ?? '1.21.1'
const DATA = path.resolve(REPO, '..', 'shared', 'mcdata', RELEASE)
const WORLDGEN = path.join(DATA, 'data/minecraft/worldgen')
const OUT = path.join(REPO, 'src/test/resources/org/terrainexplorer/world/reference')
const SEEDS = [42n, -3292783415582302442n]
const F32_EPSILON_1E7 = Math.fround(1.0e-7)

function javaStringHashCode(s) {
	let h = 0
	for (let i = 0; i < s.length; i += 1) h = (Math.imul(31, h) + s.charCodeAt(i)) | 0
	return h
}
function javaFloorToInt(d) {
	const f = Math.floor(d)
	return f >= 2147483647 ? 2147483647 : f <= -2147483648 ? -2147483648 : f
}
function mulberry32(label) {
	let a = javaStringHashCode(label) >>> 0
	return () => {
		a = (a + 0x6D2B79F5) | 0
		let t = Math.imul(a ^ (a >>> 15), 1 | a)
		t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296
	}
}
const uniformInt = (rand, lo, hi) => lo + Math.floor(rand() * (hi - lo + 1))
const num = v => Object.is(v, -0) ? '-0.0' : String(v)

// ---- corrections: the game's arithmetic where deepslate's differs -------------------------
PerlinNoise.prototype.sample = function (x, y, z, yScale = 0, yLimit = 0, fixY = false) {
	let value = 0
	let inputF = this.lowestFreqInputFactor
	let valueF = this.lowestFreqValueFactor
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
ImprovedNoise.prototype.sample = function (x, y, z, yScale = 0, yLimit = 0) {
	const x2 = x + this.xo, y2 = y + this.yo, z2 = z + this.zo
	const x3 = javaFloorToInt(x2), y3 = javaFloorToInt(y2), z3 = javaFloorToInt(z2)
	const x4 = x2 - x3, y4 = y2 - y3, z4 = z2 - z3
	let y6 = 0
	if (yScale !== 0) {
		const t = yLimit >= 0 && yLimit < y4 ? yLimit : y4
		y6 = javaFloorToInt(t / yScale + F32_EPSILON_1E7) * yScale
	}
	return this.sampleAndLerp(x3, y3, z3, x4, y4 - y6, z4, y4)
}
LegacyRandom.prototype.nextDouble = function () {
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
LegacyPositionalRandom.prototype.fromHashOf = function (name) {
	return new LegacyRandom(BigInt(javaStringHashCode(name)) ^ this.seed)
}
// From 26.1 the game's RandomState makes the nether's own climate noises the legacy way from the raw
// seed (+0, +1) with their data's parameters, whatever the random source (deepslate follows 1.21's
// code, keyed on minecraft:temperature under legacy_random_source, which 26.1's nether no longer uses).
const NETHER_NOISES_BY_ID = ['26.1', '26.2'].includes(RELEASE) || /^2[6-9]\./.test(RELEASE)
RandomState.prototype.getOrCreateNoise = function (id) {
	const key = id.toString()
	let noise = this.noiseCache.get(key)
	if (noise === undefined && NETHER_NOISES_BY_ID && (key === 'minecraft:nether/temperature' || key === 'minecraft:nether/vegetation')) {
		const offset = key === 'minecraft:nether/temperature' ? 0n : 1n
		noise = new NormalNoise(new LegacyRandom(this.seed + offset), WorldgenRegistries.NOISE.getOrThrow(id))
		this.noiseCache.set(key, noise)
	}
	if (noise === undefined) {
		let random = this.random.fromHashOf(key)
		if (this.random instanceof LegacyPositionalRandom) { // NormalNoise.create is positional on any random
			const legacy = random
			random = Object.create(XoroshiroRandom.prototype)
			random.forkPositional = () => legacy.forkPositional()
		}
		noise = new NormalNoise(random, WorldgenRegistries.NOISE.getOrThrow(id))
		this.noiseCache.set(key, noise)
	}
	return noise
}
// EndIslandDensityFunction: the game works in float, divides with Java's truncation (sectionX / 2,
// blockX() / 8) and measures from the section to the island (subSectionX - xo * 2); deepslate
// works in double, floors, and adds; and x * x + z * z overflows as Java ints do (the far lands of
// the end, where the game's height is NaN).
const f32 = Math.fround
const fsqrt = v => f32(Math.sqrt(v))
const fclamp = (v, lo, hi) => v < lo ? lo : Math.min(v, hi)
DensityFunction.EndIslands.prototype.getHeightValue = function (x, z) {
	const cx = Math.trunc(x / 2), cz = Math.trunc(z / 2)
	const sx = x % 2, sz = z % 2
	let f = fclamp(f32(100 - f32(fsqrt(f32((Math.imul(x, x) + Math.imul(z, z)) | 0)) * 8)), -100, 80)
	for (let i = -12; i <= 12; i += 1) {
		for (let j = -12; j <= 12; j += 1) {
			const ix = cx + i, iz = cz + j
			if (BigInt(ix) * BigInt(ix) + BigInt(iz) * BigInt(iz) <= 4096n) continue
			if (!(this.islandNoise.sample2D(ix, iz) < f32(-0.9))) continue
			const size = f32(f32(f32(f32(Math.abs(ix)) * 3439) + f32(f32(Math.abs(iz)) * 147)) % 13 + 9)
			const dx = f32(sx - i * 2), dz = f32(sz - j * 2)
			const island = fclamp(f32(100 - f32(fsqrt(f32(f32(dx * dx) + f32(dz * dz))) * size)), -100, 80)
			f = Math.max(f, island)
		}
	}
	return f
}
DensityFunction.EndIslands.prototype.compute = function ({ x, z }) {
	return (this.getHeightValue(Math.trunc(Math.floor(x) / 8), Math.trunc(Math.floor(z) / 8)) - 8) / 128
}
DensityFunction.Clamp.prototype.transform = function (context, density) {
	return density < this.min ? this.min : Math.min(density, this.max)
}

// ---- data ---------------------------------------------------------------------------------
const readJson = file => JSON.parse(fs.readFileSync(file, 'utf8'))
function listJson(dir, prefix = '') {
	const out = []
	for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
		if (e.isDirectory()) out.push(...listJson(path.join(dir, e.name), `${prefix}${e.name}/`))
		else if (e.name.endsWith('.json')) out.push([`${prefix}${e.name.slice(0, -5)}`, path.join(dir, e.name)])
	}
	return out
}
for (const [id, file] of listJson(path.join(WORLDGEN, 'noise'))) {
	WorldgenRegistries.NOISE.register(Identifier.create(id), NoiseParameters.fromJson(readJson(file)))
}
for (const [id, file] of listJson(path.join(WORLDGEN, 'density_function'))) {
	const json = readJson(file)
	WorldgenRegistries.DENSITY_FUNCTION.register(Identifier.create(id), () => DensityFunction.fromJson(json))
}
const DIMENSIONS = {
	the_nether: { settings: 'nether', type: readJson(path.join(DATA, 'data/minecraft/dimension_type/the_nether.json')) },
	the_end: { settings: 'end', type: readJson(path.join(DATA, 'data/minecraft/dimension_type/the_end.json')) },
}
for (const d of Object.values(DIMENSIONS)) {
	d.json = readJson(path.join(WORLDGEN, 'noise_settings', `${d.settings}.json`))
	d.noise = NoiseGeneratorSettings.fromJson(d.json)
}
const netherList = readJson(path.join(DATA, 'reports/biome_parameters/minecraft/nether.json'))

const MARKERS = ['Interpolated', 'FlatCache', 'Cache2D', 'CacheOnce', 'CacheAllInCell']
const stripMarkers = fn => fn.mapAll({ apply: f => MARKERS.some(m => f instanceof DensityFunction[m]) ? f.wrapped : f })
const SLOTS = ['finalDensity', 'temperature', 'vegetation', 'erosion']

function direct(dim, seed) {
	const rs = new RandomState(DIMENSIONS[dim].noise, seed)
	const out = {}
	for (const s of SLOTS) out[s] = stripMarkers(rs.router[s])
	return { rs, router: out }
}

// ---- router values ----------------------------------------------------------------------
function routerVectors(dim) {
	const { minY, height } = DIMENSIONS[dim].noise.noise
	const rand = mulberry32(`router-${dim}`)
	const lines = [['seed', 'x', 'y', 'z', ...SLOTS].join('\t')]
	for (const seed of SEEDS) {
		const { router } = direct(dim, seed)
		for (const [count, r] of [[60, 2000], [40, 1e6], [20, 3e7]]) {
			for (let i = 0; i < count; i += 1) {
				const x = uniformInt(rand, -r, r), z = uniformInt(rand, -r, r), y = uniformInt(rand, minY, minY + height - 1)
				const ctx = DensityFunction.context(x, y, z)
				lines.push([seed, x, y, z, ...SLOTS.map(s => num(router[s].compute(ctx)))].join('\t'))
			}
		}
	}
	return lines
}

// ---- biomes -------------------------------------------------------------------------------
const quantize = v => Math.trunc(Math.fround(Math.fround(v) * 10000))
function endBiome(router, qx, qy, qz) { // TheEndBiomeSource.getNoiseBiome
	const cx = qx >> 2, cz = qz >> 2
	if (BigInt(cx) * BigInt(cx) + BigInt(cz) * BigInt(cz) <= 4096n) return 'minecraft:the_end'
	const h = router.erosion.compute(DensityFunction.context((cx * 2 + 1) * 8, qy << 2, (cz * 2 + 1) * 8))
	if (h > 0.25) return 'minecraft:end_highlands'
	if (h >= -0.0625) return 'minecraft:end_midlands'
	return h < -0.21875 ? 'minecraft:small_end_islands' : 'minecraft:end_barrens'
}
function biomeVectors(dim) {
	const { min_y: minY, height } = DIMENSIONS[dim].type
	const rand = mulberry32(`biomes-${dim}`)
	const lines = [['seed', 'qx', 'qy', 'qz', 'biome'].join('\t')]
	for (const seed of SEEDS) {
		const { rs, router } = direct(dim, seed)
		let source
		if (dim === 'the_nether') {
			const entries = netherList.biomes.map(e => [Climate.ParamPoint.fromJson(e.parameters), () => Identifier.parse(e.biome)])
			source = new MultiNoiseBiomeSource(entries)
		}
		for (const [count, r] of [[150, 600], [150, 20000], [50, 7e6]]) {
			for (let i = 0; i < count; i += 1) {
				const qx = uniformInt(rand, -r, r), qz = uniformInt(rand, -r, r)
				const qy = uniformInt(rand, minY >> 2, ((minY + height) >> 2) - 1)
				let biome
				if (source) {
					const zero = new DensityFunction.Constant(0)
					const s = new Climate.Sampler(router.temperature, router.vegetation, zero, zero, zero, zero)
					biome = source.getBiome(qx, qy, qz, s).toString()
				} else {
					biome = endBiome(router, qx, qy, qz)
				}
				lines.push([seed, qx, qy, qz, biome].join('\t'))
			}
		}
	}
	return lines
}

// ---- chunks -------------------------------------------------------------------------------
const LETTERS = { 'minecraft:air': 'a', 'minecraft:netherrack': 'n', 'minecraft:end_stone': 'e', 'minecraft:lava': 'l' }
function chunkVectors(dim, list) {
	const { min_y: minY, height } = DIMENSIONS[dim].type
	const lines = []
	for (const [seed, cx, cz] of list) {
		const rs = new RandomState(DIMENSIONS[dim].noise, seed)
		const generator = new NoiseChunkGenerator(undefined, DIMENSIONS[dim].noise)
		const chunk = new Chunk(minY, height, ChunkPos.create(cx, cz))
		generator.fill(rs, chunk)
		lines.push(['chunk', dim, seed, cx, cz].join('\t'))
		for (let x = 0; x < 16; x += 1) {
			for (let z = 0; z < 16; z += 1) {
				let out = '', prev = null, count = 0
				for (let y = minY + height - 1; y >= minY; y -= 1) {
					const name = chunk.getBlockState([x, y, z]).getName().toString()
					const letter = LETTERS[name]
					if (letter === undefined) throw new Error(`unexpected ${name}`)
					if (letter === prev) count += 1
					else { if (prev !== null) out += prev + count; prev = letter; count = 1 }
				}
				lines.push([x, z, out + prev + count].join('\t'))
			}
		}
	}
	return lines
}

fs.mkdirSync(OUT, { recursive: true })
const write = (name, lines) => { fs.writeFileSync(path.join(OUT, name), lines.join('\n') + '\n'); console.log(`${name}: ${lines.length} lines`) }
for (const dim of Object.keys(DIMENSIONS)) {
	write(`dim-${RELEASE}-router-${dim}.tsv`, routerVectors(dim))
	write(`dim-${RELEASE}-biomes-${dim}.tsv`, biomeVectors(dim))
}
write(`dim-${RELEASE}-chunks-the_nether.txt`, chunkVectors('the_nether', [[42n, 0, 0], [42n, -37, 112], [SEEDS[1], 3000, -2500]]))
write(`dim-${RELEASE}-chunks-the_end.txt`, chunkVectors('the_end', [[42n, 0, 0], [42n, 80, -20], [SEEDS[1], -300, 900]]))
const listFile = path.join(OUT, 'dim-releases.txt')
const listed = fs.existsSync(listFile) ? fs.readFileSync(listFile, 'utf8').split('\n').filter(Boolean) : []
if (!listed.includes(RELEASE)) fs.writeFileSync(listFile, [...listed, RELEASE].join('\n') + '\n')
