package org.terrainexplorer.world.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.data.BuiltinWorld;
import org.terrainexplorer.world.data.Dimension;
import org.terrainexplorer.world.data.GameData;

/**
 * A surface rule's "biome is one of" test answers without the zoom where the eight quarts a block picks from agree,
 * and keeps that verdict per zoom cell: at every block of a chunk it must give what the zoom gives. The chunks are
 * 26.2's, where sulfur caves (a cave biome at about y 0) meet the land around them, so cells are mixed, all in and
 * none in; two are whole (their quarts stored at once), one lazy (each quart when first asked, as a map's chunk),
 * and each reaches into its neighbours' quarts at its edges: the second and third have sulfur caves in a
 * neighbour's quart beside one of their own that is not, where a neighbour's quart may be shown to be outside
 * the list without its search.
 */
class BiomeTestShortcutTest {

    @ParameterizedTest(name = "chunk ({0}, {1}), lazy {2}")
    @CsvSource({"-40, -40, false", "-37, -42, false", "-35, -41, true"})
    @DisplayName("'biome is one of' gives the zoom's answer at every block, with the cells' verdicts kept")
    void sameAsTheZoom(int chunkX, int chunkZ, boolean lazy) {
        WorldDefinition world = GameData.shipped().open("26.2").world(Dimension.OVERWORLD, BuiltinWorld.OVERWORLD);
        RandomState state = new RandomState(world, 42L);
        ChunkPrograms programs = new ChunkPrograms(state.router());
        List<String> ids = List.copyOf(world.biomeSource().possibleBiomes());
        NoiseChunk noise = new NoiseChunk(state, programs, world.settings(), world.minY(), world.height(),
            world.palette());
        ChunkBiomes biomes = new ChunkBiomes(programs, programs.newFlatStore(), world, new BiomeZoom(42L), ids,
            ids::indexOf);
        ChunkPos pos = new ChunkPos(chunkX, chunkZ);
        noise.begin(pos.minBlockX(), pos.minBlockZ());
        biomes.begin(pos, lazy);
        if (!lazy) {
            biomes.fill(noise.points());
        }
        SurfaceRuleCompiler.BiomeSet sulfur = set(ids, 0, "minecraft:sulfur_caves");
        SurfaceRuleCompiler.BiomeSet notSulfur = set(ids, 1, ids.stream().filter(b -> !b.endsWith("sulfur_caves"))
            .toArray(String[]::new));
        int in = 0;
        int out = 0;
        int outsideCells = 0;
        for (int y = -64; y < 120; y++) {
            for (int z = 0; z < 16; z++) {
                for (int x = 0; x < 16; x++) {
                    int bx = pos.minBlockX() + x;
                    int bz = pos.minBlockZ() + z;
                    // the verdict first (cached per cell), then the zoom, then the verdict again from the cache
                    boolean first = biomes.zoomedIn(bx, y, bz, sulfur);
                    int zoomed = biomes.zoomed(bx, y, bz);
                    String at = "block " + bx + " " + y + " " + bz;
                    assertEquals(sulfur.contains(zoomed), first, at);
                    assertEquals(first, biomes.zoomedIn(bx, y, bz, sulfur), at);
                    assertEquals(notSulfur.contains(zoomed), biomes.zoomedIn(bx, y, bz, notSulfur), at);
                    if (biomes.cellOutside(bx, y, bz, sulfur)) {
                        assertFalse(first, at + ": its zoom cell is outside sulfur caves");
                        outsideCells++;
                    }
                    if (first) {
                        in++;
                    } else {
                        out++;
                    }
                }
            }
        }
        assertTrue(in > 0 && out > 0, "sulfur caves at " + in + " blocks, others at " + out);
        assertTrue(outsideCells > 0 && outsideCells < out, outsideCells + " blocks in cells surely outside");
    }

    @ParameterizedTest(name = "{0} chunk ({1}, {2})")
    @CsvSource({"26.2, -40, -40", "26.2, -37, -42", "1.21.1, -40, -40"})
    @DisplayName("the walk under the surface, passing over cells outside the rule's biomes, gives what the whole rule gives")
    void walkUnderTheSurface(String version, int chunkX, int chunkZ) {
        WorldDefinition world = GameData.shipped().open(version).world(Dimension.OVERWORLD, BuiltinWorld.OVERWORLD)
            .withCarvers(false);
        WorldGenerator generator = new WorldGenerator(new RandomState(world, 42L));
        ChunkPos pos = new ChunkPos(chunkX, chunkZ);
        ChunkData chunk = generator.generate(pos, () -> false);
        java.util.Set<String> placed = new java.util.TreeSet<>();
        // Every fifth column (and the corners), each walked by the whole rule in a chunk of its own.
        for (int column = 0; column < 256; column += 5) {
            int x = column & 15;
            int z = column >> 4;
            ChunkData traced = generator.tracedChunk(pos.minBlockX() + x, pos.minBlockZ() + z);
            for (int y = world.minY(); y < world.minY() + world.height(); y++) {
                String at = "block " + (pos.minBlockX() + x) + " " + y + " " + (pos.minBlockZ() + z);
                assertEquals(traced.blockState(x, y, z), chunk.blockState(x, y, z), at);
                placed.add(chunk.blockState(x, y, z).name());
            }
        }
        if (version.equals("26.2")) {
            assertTrue(placed.contains("minecraft:cinnabar") || placed.contains("minecraft:sulfur"),
                "the sulfur caves' blocks are placed: " + placed);
        }
    }

    private static SurfaceRuleCompiler.BiomeSet set(List<String> ids, int index, String... biomes) {
        boolean[] members = new boolean[ids.size()];
        for (String b : biomes) {
            members[ids.indexOf(b)] = true;
        }
        return new SurfaceRuleCompiler.BiomeSet(index, members);
    }
}
