package org.terrainexplorer.session;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.terrainexplorer.render.world.BiomeTints;
import org.terrainexplorer.world.data.Dimension;
import org.terrainexplorer.world.density.DensityFunction;
import org.terrainexplorer.world.density.NoiseHolder;
import org.terrainexplorer.world.density.SplineEdits;
import org.terrainexplorer.world.gen.Lazy;
import org.terrainexplorer.world.gen.NoiseSettings;
import org.terrainexplorer.world.gen.RandomState;
import org.terrainexplorer.world.gen.WorldDefinition;
import org.terrainexplorer.world.gen.WorldGenerator;
import org.terrainexplorer.world.gen.WorldSampler;
import org.terrainexplorer.world.gen.WorldSpawn;
import org.terrainexplorer.world.structure.GeneratedTerrain;
import org.terrainexplorer.world.structure.StructureCode;
import org.terrainexplorer.world.structure.StructureData;
import org.terrainexplorer.world.structure.StructureWorld;
import org.terrainexplorer.world.noise.NoiseParameters;

/**
 * A world ready to explore: the settings it was made from, the definition as loaded and as edited, the seeded
 * state, the generator and the sampler. Immutable; made off the FX thread and handed over whole.
 *
 * @param settings  the settings
 * @param version   the game release the definition was loaded from
 * @param base      the definition as loaded (the knobs' "world value")
 * @param world     the definition with the settings' edits
 * @param state     the world bound to the seed
 * @param generator the chunk generator
 * @param sampler   direct samples for maps and read-outs
 * @param warnings  what its data gave warnings of (fields the game ignores), one line each
 * @param tints     the grass, foliage and water colours of its biomes, from its own data (its release's and its
 *                  datapack's biome files)
 * @param structures the structures of the seeded world (none when the settings switch them off); the generator's
 *                  chunks have their terrain adaptation
 * @param spawn     the world spawn as the game finds it, worked out when first asked for
 */
public record LoadedWorld(WorldSettings settings, String version, WorldDefinition base, WorldDefinition world,
                          RandomState state, WorldGenerator generator, WorldSampler sampler, List<String> warnings,
                          BiomeTints tints, StructureWorld structures, Supplier<WorldSpawn> spawn) {

    /**
     * Applies settings to a loaded definition and binds the seed; a sea level outside the world's height is refused
     * (IllegalArgumentException naming it and the range).
     */
    public static LoadedWorld of(WorldSettings settings, String version, WorldDefinition base,
                                 List<String> warnings, BiomeTints tints, Supplier<StructureData> structureData) {
        Integer sea = settings.seaLevel();
        int top = base.minY() + base.height() - 1;
        if (sea != null && (sea < base.minY() || sea > top)) {
            throw new IllegalArgumentException("sea level " + sea + " is " + (sea > top ? "above the world's top"
                : "below the world's bottom") + "; allowed " + base.minY() + " to " + top);
        }
        WorldDefinition world = base.withSettings(edited(settings, base.settings())).withCarvers(settings.carvers());
        RandomState state = new RandomState(world, settings.seed());
        WorldGenerator plain = new WorldGenerator(state);
        WorldSampler sampler = new WorldSampler(state);
        StructureData data = settings.structures() ? structureData.get()
            : StructureData.none(StructureCode.of(world.code()));
        StructureWorld structures = data.bind(new GeneratedTerrain(plain, sampler), settings.seed());
        WorldGenerator generator = structures.possibleSets().isEmpty() ? plain : plain.withBeards(structures);
        return new LoadedWorld(settings, version, base, world, state, generator, sampler, List.copyOf(warnings), tints,
            structures, new Lazy<>(() -> WorldSpawn.find(sampler, generator, () -> false)));
    }

    /** The dimension it is of. */
    public Dimension dimension() {
        return Dimension.byId(settings.dimension());
    }

    /** Whether its sea level fills anything: its default fluid is not air (the end's is). */
    public boolean hasSea() {
        return !world.settings().defaultFluid().isAir();
    }

    /** The noise settings with the settings' switches, sea level and edits applied. */
    static NoiseSettings edited(WorldSettings settings, NoiseSettings loaded) {
        NoiseSettings s = loaded.withAquifers(settings.aquifersOr(loaded.aquifersEnabled()));
        if (!settings.splines().isEmpty()) {
            s = s.withRouter(SplineEdits.apply(s.router(), settings.splines()));
        }
        if (settings.seaLevel() != null) {
            s = s.withSeaLevel(settings.seaLevel());
        }
        if (!settings.knobs().isEmpty()) {
            Map<String, NoiseParameters> knobs = settings.knobs();
            s = s.withRouter(s.router().mapAll(new DensityFunction.Visitor() {
                @Override
                public DensityFunction apply(DensityFunction function) {
                    return function;
                }

                @Override
                public NoiseHolder visitNoise(NoiseHolder noise) {
                    NoiseParameters p = knobs.get(noise.id());
                    return p == null ? noise : new NoiseHolder(noise.id(), p, null);
                }
            }));
        }
        return s;
    }

    /** The noises of the loaded router, by id, with their parameters as loaded. */
    public Map<String, NoiseParameters> routerNoises() {
        Map<String, NoiseParameters> noises = new LinkedHashMap<>();
        base.settings().router().mapAll(new DensityFunction.Visitor() {
            @Override
            public DensityFunction apply(DensityFunction function) {
                return function;
            }

            @Override
            public NoiseHolder visitNoise(NoiseHolder noise) {
                noises.putIfAbsent(noise.id(), noise.parameters());
                return noise;
            }
        });
        return noises;
    }

    /** The biome ids chunks index into. */
    public List<String> biomeIds() {
        return generator.biomeIds();
    }

    /** Whether the world as loaded has aquifers (what "the world's own setting" means). */
    public boolean ownAquifers() {
        return base.settings().aquifersEnabled();
    }
}
