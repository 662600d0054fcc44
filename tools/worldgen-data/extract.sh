#!/bin/sh
# Rebuilds the built-in worldgen pack in src/main/resources from the game's data. Run by hand, not in CI.
#
#   tools/worldgen-data/extract.sh DATA_ZIP PARAMETER_LIST_TS
#
# DATA_ZIP          public/vanilla_datapacks/data-1.19.3.zip from jacobsjo/mc-datapack-map (git history, commit
#                   c9c6780^): a dump of the game's data/ folder for 1.19.3. The overworld's density functions,
#                   noises, noise settings and dimension types in it are those of 1.21.1.
# PARAMETER_LIST_TS src/BuildIn/MultiNoiseBiomeParameterList.ts from the same repository: the overworld's
#                   multi-noise parameter list as the game builds it in code, with the slots that changed in 1.20
#                   (cherry_grove) and 1.21.4 (pale_garden) as parameters; 1.21.1 takes cherry_grove and keeps
#                   dark_forest in the pale_garden slots.
set -eu
zip=$1
ts=$2
here=$(cd "$(dirname "$0")" && pwd)
out=$here/../../src/main/resources/org/terrainexplorer/world/builtin
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

unzip -q "$zip" 'data/minecraft/worldgen/noise_settings/*' 'data/minecraft/worldgen/density_function/*' \
    'data/minecraft/worldgen/noise/*' 'data/minecraft/worldgen/biome/*' 'data/minecraft/worldgen/world_preset/*' \
    'data/minecraft/dimension_type/*' -d "$tmp"
rm -rf "$out"
mkdir -p "$out/data/minecraft/worldgen"
for d in noise density_function; do cp -r "$tmp/data/minecraft/worldgen/$d" "$out/data/minecraft/worldgen/"; done
# snowcapped_surface.json is mc-datapack-map's own addition, not the game's.
find "$out/data/minecraft/worldgen/density_function" -name snowcapped_surface.json -delete
mkdir -p "$out/data/minecraft/worldgen/noise_settings" "$out/data/minecraft/worldgen/world_preset" \
    "$out/data/minecraft/dimension_type" "$out/data/minecraft/worldgen/biome" \
    "$out/data/minecraft/worldgen/multi_noise_biome_source_parameter_list"
for s in overworld large_biomes amplified caves floating_islands; do
    cp "$tmp/data/minecraft/worldgen/noise_settings/$s.json" "$out/data/minecraft/worldgen/noise_settings/"
done
for p in normal large_biomes amplified; do
    cp "$tmp/data/minecraft/worldgen/world_preset/$p.json" "$out/data/minecraft/worldgen/world_preset/"
done
for t in overworld overworld_caves; do cp "$tmp/data/minecraft/dimension_type/$t.json" "$out/data/minecraft/dimension_type/"; done
printf '{\n  "preset": "minecraft:overworld"\n}\n' \
    > "$out/data/minecraft/worldgen/multi_noise_biome_source_parameter_list/overworld.json"
printf '{\n  "pack": {\n    "pack_format": 48,\n    "description": "Terrain Explorer built-in worlds: the worldgen data of Minecraft Java 1.21.1 (terrain only)"\n  }\n}\n' \
    > "$out/pack.mcmeta"

# Biomes: only the climate fields that surface rules and terrain read (1.21.1 names: has_precipitation).
node - "$tmp/data/minecraft/worldgen/biome" "$out/data/minecraft/worldgen/biome" <<'JS'
const fs = require('fs'), path = require('path');
const [src, dst] = process.argv.slice(2);
const climate = (b) => {
  const o = { has_precipitation: b.precipitation !== 'none', temperature: b.temperature, downfall: b.downfall };
  if (b.temperature_modifier !== undefined) o.temperature_modifier = b.temperature_modifier;
  return o;
};
for (const f of fs.readdirSync(src)) {
  const b = JSON.parse(fs.readFileSync(path.join(src, f), 'utf8'));
  fs.writeFileSync(path.join(dst, f), JSON.stringify(climate(b), null, 2) + '\n');
}
// cherry_grove arrived in 1.20; its climate in 1.21.1.
fs.writeFileSync(path.join(dst, 'cherry_grove.json'),
  JSON.stringify({ has_precipitation: true, temperature: 0.5, downfall: 0.8 }, null, 2) + '\n');
JS

# The overworld preset's parameter list, in the explicit form a multi_noise biome source takes.
node - "$ts" "$out/overworld_parameters.json" <<'JS'
const fs = require('fs');
const [ts, dst] = process.argv.slice(2);
const src = fs.readFileSync(ts, 'utf8');
let body = src.slice(src.indexOf('function OVERWORLD_PRESET'));
body = body.replace(/function OVERWORLD_PRESET\(.*\) \{/, 'function OVERWORLD_PRESET(cherry_grove, pale_garden_1, pale_garden_2) {');
const list = new Function(body + '\nreturn OVERWORLD_PRESET(() => "minecraft:cherry_grove", () => "minecraft:dark_forest", () => "minecraft:dark_forest");')();
fs.writeFileSync(dst, '{"biomes": [\n' + list.map(e => JSON.stringify(e)).join(',\n') + '\n]}\n');
JS
echo "wrote $out"
