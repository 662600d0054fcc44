package org.terrainexplorer.render.world;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import org.terrainexplorer.world.json.Ids;

/**
 * A deliberate colour for every block the game's data can place, as a map viewer shows it from above: roughly the
 * average of the block's top texture. Blocks the game tints by biome (grass, leaves, vines, water) say so
 * ({@link Tint}) and are coloured per biome by {@link BiomeTints}; small plants and thin decorations say that a map
 * looks through them to the block below ({@link #seeThrough}), as the game's own map shows the ground under
 * flowers and grass.
 *
 * <p>A colour comes from the table of base colours, directly or through a named family rule (a slab or stairs is
 * its material, a wool its dye, an ore its host stone, a log its wood's bark, a waxed or infested block the plain
 * one). {@link #deliberate} says whether a name gets one; a name no rule knows falls back to a colour derived
 * from its hash, which the tests refuse for every block of every shipped release.
 */
public final class BlockColors {

    /** How the game tints a block by biome. */
    public enum Tint {
        /** Not tinted. */
        NONE,
        /** By the biome's grass colour (grass block, short grass, ferns, sugar cane). */
        GRASS,
        /** By the biome's foliage colour (most leaves, vines). */
        FOLIAGE,
        /** By the biome's water colour. */
        WATER
    }

    private static final Map<String, Integer> BASE = new HashMap<>();
    private static final Map<String, Integer> DYES = new HashMap<>();
    private static final Map<String, Integer> TERRACOTTA = new HashMap<>();
    private static final Map<String, int[]> WOODS = new HashMap<>();
    private static final Map<String, Integer> CORALS = new HashMap<>();
    private static final String[] SHAPES = {"_slab", "_stairs", "_wall", "_fence_gate", "_fence", "_button",
        "_pressure_plate", "_door", "_trapdoor", "_wall_hanging_sign", "_hanging_sign", "_wall_sign", "_sign",
        "_shelf", "_pane", "_bars", "_chain", "_lantern", "_grate", "_bulb", "_chest", "_golem_statue",
        "_lightning_rod"};
    private static final Set<String> GRASS_TINTED = Set.of("grass_block", "short_grass", "grass", "tall_grass",
        "fern", "large_fern", "sugar_cane", "bush", "potted_fern");
    private static final Set<String> FOLIAGE_TINTED = Set.of("oak_leaves", "jungle_leaves", "acacia_leaves",
        "dark_oak_leaves", "mangrove_leaves", "vine");
    private static final Set<String> SEE_THROUGH = Set.of("short_grass", "grass", "tall_grass", "fern",
        "large_fern", "dead_bush", "bush", "short_dry_grass", "tall_dry_grass", "seagrass", "tall_seagrass", "kelp",
        "kelp_plant", "vine", "glow_lichen", "sculk_vein", "hanging_roots", "spore_blossom", "cave_vines",
        "cave_vines_plant", "weeping_vines", "weeping_vines_plant", "twisting_vines", "twisting_vines_plant",
        "crimson_roots", "warped_roots", "nether_sprouts", "crimson_fungus", "warped_fungus", "brown_mushroom",
        "red_mushroom", "small_dripleaf", "big_dripleaf_stem", "sweet_berry_bush", "wheat", "carrots", "potatoes",
        "beetroots", "melon_stem", "pumpkin_stem", "attached_melon_stem", "attached_pumpkin_stem", "torchflower_crop",
        "pitcher_crop", "pitcher_plant", "cocoa", "nether_wart", "mangrove_propagule", "pink_petals", "wildflowers",
        "leaf_litter", "firefly_bush", "dandelion", "golden_dandelion", "poppy", "blue_orchid", "allium",
        "azure_bluet", "red_tulip", "orange_tulip", "white_tulip", "pink_tulip", "oxeye_daisy", "cornflower",
        "lily_of_the_valley", "wither_rose", "torchflower", "sunflower", "lilac", "rose_bush", "peony",
        "open_eyeblossom", "closed_eyeblossom", "cactus_flower", "resin_clump", "torch", "wall_torch",
        "soul_torch", "soul_wall_torch", "redstone_torch", "redstone_wall_torch", "copper_torch",
        "copper_wall_torch", "rail", "powered_rail", "detector_rail", "activator_rail", "ladder", "tripwire",
        "tripwire_hook", "lever", "redstone_wire", "cobweb", "fire", "soul_fire", "light", "structure_void",
        "barrier", "small_amethyst_bud", "medium_amethyst_bud", "large_amethyst_bud", "amethyst_cluster",
        "pointed_dripstone", "sulfur_spike", "chorus_flower");

    static {
        base(0x7d7d7d, "stone", "infested_stone", "smooth_stone", "stone_bricks", "chiseled_stone_bricks",
            "cracked_stone_bricks", "stonecutter", "furnace", "dispenser", "dropper", "observer", "piston",
            "sticky_piston", "piston_head", "moving_piston", "blast_furnace", "smoker", "grindstone", "lodestone",
            "heavy_core");
        base(0x7a7a7a, "cobblestone", "mossy_cobblestone", "andesite", "polished_andesite");
        base(0x6a7a5a, "mossy_stone_bricks");
        base(0x4d4d52, "deepslate", "cobbled_deepslate", "polished_deepslate", "deepslate_bricks", "deepslate_tiles",
            "cracked_deepslate_bricks", "cracked_deepslate_tiles", "chiseled_deepslate", "reinforced_deepslate");
        base(0x3d3d3d, "bedrock");
        base(0x866043, "dirt", "coarse_dirt", "rooted_dirt", "farmland");
        base(0x947a4a, "dirt_path");
        base(0x939393, "grass_block", "short_grass", "grass", "tall_grass", "fern", "large_fern", "bush");
        base(0x5b3d24, "podzol");
        base(0x6f6265, "mycelium");
        base(0xdbcf9f, "sand", "suspicious_sand");
        base(0xd8cb9b, "sandstone", "smooth_sandstone", "cut_sandstone", "chiseled_sandstone");
        base(0xbe6621, "red_sand");
        base(0xb5621f, "red_sandstone", "smooth_red_sandstone", "cut_red_sandstone", "chiseled_red_sandstone");
        base(0x8f8987, "gravel", "suspicious_gravel");
        base(0xf3fbfb, "snow_block", "snow");
        base(0xf8fdfd, "powder_snow", "powder_snow_cauldron");
        base(0x91b7fd, "ice", "frosted_ice");
        base(0x8db4fa, "packed_ice");
        base(0x74a8fc, "blue_ice");
        base(0xb0b0b0, "water", "bubble_column", "water_cauldron");
        base(0xd45a12, "lava", "lava_cauldron", "magma_block");
        base(0xa1a7b2, "clay");
        base(0x3c3a3d, "mud");
        base(0x8c6a4f, "packed_mud", "mud_bricks");
        base(0x587d31, "moss_block", "moss_carpet");
        base(0xa9ab9f, "pale_moss_block", "pale_moss_carpet");
        base(0xdfe0dc, "calcite");
        base(0x6c6d66, "tuff", "polished_tuff", "tuff_bricks", "chiseled_tuff", "chiseled_tuff_bricks");
        base(0x95675a, "granite", "polished_granite");
        base(0xbcbcbc, "diorite", "polished_diorite");
        base(0x986142, "terracotta");
        base(0x9ba4a6, "dripstone_block", "pointed_dripstone");
        base(0x6b2a27, "netherrack");
        base(0x5c2d2d, "nether_bricks", "cracked_nether_bricks", "chiseled_nether_bricks", "nether_brick");
        base(0x451920, "red_nether_bricks");
        base(0x4b4b51, "basalt", "polished_basalt", "smooth_basalt");
        base(0x2a2428, "blackstone", "polished_blackstone", "polished_blackstone_bricks",
            "cracked_polished_blackstone_bricks", "chiseled_polished_blackstone");
        base(0x3b2c22, "gilded_blackstone");
        base(0x51402f, "soul_sand");
        base(0x4b3a2e, "soul_soil");
        base(0x862323, "crimson_nylium");
        base(0x2b7265, "warped_nylium");
        base(0x7a0e0e, "nether_wart_block");
        base(0x167e86, "warped_wart_block");
        base(0xf0c27c, "shroomlight");
        base(0xac8a56, "glowstone");
        base(0x5e4840, "ancient_debris");
        base(0x4d4248, "netherite_block");
        base(0x1b1b2c, "obsidian");
        base(0x2a0a56, "crying_obsidian", "respawn_anchor");
        base(0xdad7a0, "end_stone", "end_stone_bricks");
        base(0xa97ea9, "purpur_block", "purpur_pillar");
        base(0x5d3b5d, "chorus_plant");
        base(0x9870a0, "chorus_flower");
        base(0x161421, "end_portal", "end_gateway");
        base(0x5a7a6a, "end_portal_frame");
        base(0x5a0ea0, "nether_portal");
        base(0xe6e6e6, "quartz_block", "smooth_quartz", "quartz_bricks", "quartz_pillar", "chiseled_quartz_block");
        base(0x63a896, "prismarine");
        base(0x63ab9e, "prismarine_bricks");
        base(0x335b4b, "dark_prismarine");
        base(0xacc7be, "sea_lantern");
        base(0x8660c4, "amethyst_block", "budding_amethyst", "amethyst_cluster", "small_amethyst_bud",
            "medium_amethyst_bud", "large_amethyst_bud");
        base(0xc06b50, "copper_block", "cut_copper", "chiseled_copper", "copper_ore_block", "copper");
        base(0xa17e68, "exposed_copper");
        base(0x6d9a6a, "weathered_copper");
        base(0x52a284, "oxidized_copper");
        base(0x7d7d73, "copper_ore");
        base(0x9a6a4f, "raw_copper_block");
        base(0xa68c72, "raw_iron_block");
        base(0xdda94c, "raw_gold_block");
        base(0xdcdcdc, "iron_block", "iron", "heavy_weighted_pressure_plate", "anvil", "chipped_anvil",
            "damaged_anvil", "hopper", "cauldron");
        base(0xf6d03d, "gold_block", "light_weighted_pressure_plate", "bell");
        base(0x62ede4, "diamond_block");
        base(0x2ecb52, "emerald_block");
        base(0x1f43a0, "lapis_block");
        base(0xaa1b0e, "redstone_block", "redstone_wire");
        base(0x101010, "coal_block");
        base(0x4a6a3a, "cactus");
        base(0xc47f2c, "pumpkin", "carved_pumpkin", "jack_o_lantern");
        base(0x6f9130, "melon");
        base(0xa68b12, "hay_block");
        base(0x8c7c52, "dried_kelp_block");
        base(0xe6d07a, "bone_block");
        base(0xc5c25a, "sponge");
        base(0xa9a93e, "wet_sponge");
        base(0xf9bb2c, "honey_block", "honeycomb_block");
        base(0xc19a55, "bee_nest");
        base(0xa0804e, "beehive");
        base(0x0e1414, "sculk", "sculk_catalyst", "sculk_shrieker", "sculk_sensor", "calibrated_sculk_sensor",
            "sculk_vein");
        base(0x2a5c8a, "trial_spawner", "vault");
        base(0x1b2a35, "spawner");
        base(0xd9d1c4, "cobweb", "tripwire");
        base(0xaedbe0, "glass", "glass_pane");
        base(0x2c2630, "tinted_glass");
        base(0x8b6a3c, "crafting_table", "fletching_table", "cartography_table", "smithing_table", "loom",
            "barrel", "composter", "lectern", "note_block", "jukebox", "bookshelf", "chiseled_bookshelf",
            "scaffolding", "ladder", "chest", "trapped_chest", "crafter", "campfire", "soul_campfire",
            "daylight_detector", "target", "beacon");
        base(0x2d3a3a, "ender_chest", "enchanting_table", "conduit");
        base(0x7c4536, "flower_pot", "decorated_pot");
        base(0xe4cda9, "cake", "candle_cake", "candle");
        base(0xa83333, "tnt");
        base(0x8a7a5a, "command_block", "chain_command_block", "repeating_command_block", "structure_block",
            "jigsaw", "test_block", "test_instance_block", "brewing_stand");
        base(0x9a8a72, "rail", "powered_rail", "detector_rail", "activator_rail", "lever", "tripwire_hook");
        base(0xf8c042, "torch", "wall_torch", "lantern", "fire", "copper_torch", "copper_wall_torch");
        base(0x71d0d6, "soul_torch", "soul_wall_torch", "soul_lantern", "soul_fire");
        base(0xa0272b, "redstone_torch", "redstone_wall_torch");
        base(0x77a0a0, "iron_bars", "iron_chain", "chain");
        base(0x2b2b2b, "air", "cave_air", "void_air", "light", "barrier", "structure_void");
        base(0x6b5a3a, "dead_bush", "short_dry_grass", "tall_dry_grass");
        base(0x3a7a3a, "seagrass", "tall_seagrass", "kelp", "kelp_plant");
        base(0x6f9a6a, "glow_lichen");
        base(0x3f8a3a, "spore_blossom", "cave_vines", "cave_vines_plant", "small_dripleaf", "big_dripleaf",
            "big_dripleaf_stem", "lily_pad", "azalea", "flowering_azalea", "moss");
        base(0x8a5a3a, "hanging_roots", "mangrove_roots", "muddy_mangrove_roots");
        base(0x7a1a1a, "weeping_vines", "weeping_vines_plant", "crimson_roots", "crimson_fungus");
        base(0x148a7a, "twisting_vines", "twisting_vines_plant", "warped_roots", "nether_sprouts", "warped_fungus");
        base(0x9a7650, "brown_mushroom", "brown_mushroom_block");
        base(0xc22a27, "red_mushroom", "red_mushroom_block");
        base(0xcbc4b9, "mushroom_stem");
        base(0x4b7a2f, "sweet_berry_bush", "wheat", "carrots", "potatoes", "beetroots", "melon_stem",
            "pumpkin_stem", "attached_melon_stem", "attached_pumpkin_stem", "torchflower_crop", "pitcher_crop",
            "pitcher_plant", "mangrove_propagule", "firefly_bush", "cocoa");
        base(0x8a1e1e, "nether_wart");
        base(0xf4b6c6, "pink_petals", "cherry_leaves", "flowering_azalea_leaves");
        base(0xe8c84a, "wildflowers", "dandelion", "golden_dandelion", "sunflower");
        base(0xc8322a, "poppy", "red_tulip", "rose_bush");
        base(0x2aa0c8, "blue_orchid", "cornflower");
        base(0xb07ad8, "allium", "lilac", "peony");
        base(0xe8e8e8, "azure_bluet", "oxeye_daisy", "white_tulip", "lily_of_the_valley");
        base(0xe88a2a, "orange_tulip", "torchflower", "open_eyeblossom");
        base(0xe8a0c0, "pink_tulip");
        base(0x3a3a2a, "wither_rose");
        base(0x6a6a6a, "closed_eyeblossom");
        base(0xd86a8a, "cactus_flower");
        base(0xd8762a, "resin_block", "resin_bricks", "chiseled_resin_bricks", "resin_clump", "resin_brick",
            "creaking_heart");
        base(0x8f3a2a, "bricks", "brick");
        base(0x7e7e6e, "petrified_oak_slab");
        base(0x5d8a1e, "bamboo", "bamboo_sapling");
        base(0x4f7a2a, "azalea_bush", "flowering_azalea_bush");
        base(0xaaaaaa, "sugar_cane", "vine");
        base(0x8a6a3a, "leaf_litter");
        base(0xc06b50, "lightning_rod");
        base(0x6a8a4f, "azalea_leaves");
        base(0xa45a3a, "cinnabar", "polished_cinnabar", "chiseled_cinnabar", "cinnabar_bricks", "cinnabar_brick");
        base(0xc8c050, "sulfur", "polished_sulfur", "chiseled_sulfur", "sulfur_bricks", "sulfur_brick",
            "potent_sulfur", "sulfur_spike");

        dye("white", 0xe9ecec);
        dye("orange", 0xf07613);
        dye("magenta", 0xbd44b3);
        dye("light_blue", 0x3aafd9);
        dye("yellow", 0xf8c527);
        dye("lime", 0x70b919);
        dye("pink", 0xed8dac);
        dye("gray", 0x3e4447);
        dye("light_gray", 0x8e8e86);
        dye("cyan", 0x158991);
        dye("purple", 0x792aac);
        dye("blue", 0x35399d);
        dye("brown", 0x724728);
        dye("green", 0x546d1b);
        dye("red", 0xa12722);
        dye("black", 0x141519);
        terracotta("white", 0xd2b2a1);
        terracotta("orange", 0xa2522b);
        terracotta("magenta", 0x95586c);
        terracotta("light_blue", 0x706c8a);
        terracotta("yellow", 0xba8523);
        terracotta("lime", 0x677534);
        terracotta("pink", 0xa14e4e);
        terracotta("gray", 0x392a23);
        terracotta("light_gray", 0x876b62);
        terracotta("cyan", 0x565b5b);
        terracotta("purple", 0x764656);
        terracotta("blue", 0x4a3b5b);
        terracotta("brown", 0x4d3324);
        terracotta("green", 0x4c532a);
        terracotta("red", 0x8f3d2e);
        terracotta("black", 0x251610);

        // Wood: bark (log, wood), planks, leaves (their colour where the game does not tint them).
        wood("oak", 0x6d5533, 0xa2834f, 0x939393);
        wood("spruce", 0x3a2611, 0x735531, 0x619961);
        wood("birch", 0xd8d7d2, 0xc0af79, 0x80a755);
        wood("jungle", 0x554419, 0xa07351, 0x939393);
        wood("acacia", 0x676157, 0xa85a32, 0x939393);
        wood("dark_oak", 0x3c2e1a, 0x432b14, 0x939393);
        wood("mangrove", 0x544329, 0x773636, 0x939393);
        wood("cherry", 0x361d29, 0xe2b3ac, 0xf4b6c6);
        wood("pale_oak", 0x574d48, 0xe3d9d7, 0xa3a68d);
        wood("bamboo", 0x8a8f2e, 0xc4ad58, 0x6a8f2e);
        wood("crimson", 0x5c1919, 0x653147, 0x7a0e0e);
        wood("warped", 0x3a3a4d, 0x2b6963, 0x167e86);
        wood("azalea", 0x6d5533, 0xa2834f, 0x6a8a4f);

        coral("tube", 0x3156d4);
        coral("brain", 0xcf5b9f);
        coral("bubble", 0xa418a4);
        coral("fire", 0xa3232e);
        coral("horn", 0xd8c742);
    }

    private BlockColors() {
    }

    private static void base(int rgb, String... names) {
        for (String n : names) {
            BASE.put(n, rgb);
        }
    }

    private static void dye(String colour, int rgb) {
        DYES.put(colour, rgb);
    }

    private static void terracotta(String colour, int rgb) {
        TERRACOTTA.put(colour, rgb);
    }

    private static void wood(String name, int bark, int planks, int leaves) {
        WOODS.put(name, new int[] {bark, planks, leaves});
    }

    private static void coral(String name, int rgb) {
        CORALS.put(name, rgb);
    }

    /** The colour (0xRRGGBB) of a block by name; untinted (see {@link #tint}); a derived colour for unknowns. */
    public static int colour(String name) {
        int c = lookup(shortName(name));
        return c >= 0 ? c : WorldColors.derived(name);
    }

    /** Whether a block gets a deliberate colour (from the table or a family rule), not one derived from its name. */
    public static boolean deliberate(String name) {
        return lookup(shortName(name)) >= 0;
    }

    /** How the game tints the block by biome. */
    public static Tint tint(String name) {
        String n = shortName(name);
        if (n.equals("water") || n.equals("bubble_column") || n.equals("water_cauldron")) {
            return Tint.WATER;
        }
        if (GRASS_TINTED.contains(n)) {
            return Tint.GRASS;
        }
        if (FOLIAGE_TINTED.contains(n)) {
            return Tint.FOLIAGE;
        }
        return Tint.NONE;
    }

    /**
     * Whether a map looks through the block to what is under it: small plants, crops, vines, flowers, torches,
     * rails and the like, which the game's map shows as the ground they stand on.
     */
    public static boolean seeThrough(String name) {
        String n = shortName(name);
        return SEE_THROUGH.contains(n) || n.endsWith("_sapling") || n.startsWith("potted_")
            || n.endsWith("_coral") || n.endsWith("_coral_fan") || n.endsWith("_coral_wall_fan")
            || n.endsWith("_button") || n.endsWith("_pressure_plate") || n.endsWith("_sign")
            || n.endsWith("_banner") || n.endsWith("_candle")
            || n.equals("candle");
    }

    private static String shortName(String name) {
        return Ids.shortName(name);
    }

    /** The colour of a short name through the table and the family rules, or −1. */
    private static int lookup(String n) {
        Integer direct = BASE.get(n);
        if (direct != null) {
            return direct;
        }
        for (String prefix : new String[] {"waxed_", "infested_", "potted_", "stripped_"}) {
            if (n.startsWith(prefix)) {
                int c = lookup(n.substring(prefix.length()));
                return prefix.equals("potted_") && c >= 0 ? BASE.get("flower_pot") : c;
            }
        }
        int family = family(n);
        if (family >= 0) {
            return family;
        }
        for (String shape : SHAPES) {
            if (n.endsWith(shape) && n.length() > shape.length()) {
                String material = n.substring(0, n.length() - shape.length());
                for (String candidate : new String[] {material, material + "s", material + "_block",
                    material + "_planks"}) {
                    int c = lookup(candidate);
                    if (c >= 0) {
                        return c;
                    }
                }
            }
        }
        return -1;
    }

    /** Dyed, oxidised, ore, wood and coral families. */
    private static int family(String n) {
        for (Map.Entry<String, Integer> d : DYES.entrySet()) {
            String prefix = d.getKey() + "_";
            if (n.startsWith(prefix) && !startsWithLongerDye(n, d.getKey())) {
                String rest = n.substring(prefix.length());
                int dye = d.getValue();
                return switch (rest) {
                    case "wool", "carpet", "bed", "banner", "wall_banner", "concrete", "shulker_box", "candle",
                        "glazed_terracotta" -> dye;
                    case "candle_cake" -> BASE.get("cake");
                    case "concrete_powder" -> WorldColors.mix(dye, 0xffffff, 0.2f) & 0xffffff;
                    case "stained_glass", "stained_glass_pane" -> WorldColors.mix(dye, 0xffffff, 0.35f) & 0xffffff;
                    case "terracotta" -> TERRACOTTA.get(d.getKey());
                    default -> -1;
                };
            }
        }
        for (String stage : new String[] {"exposed_", "weathered_", "oxidized_"}) {
            if (n.startsWith(stage)) {
                return BASE.get(stage + "copper");
            }
        }
        if (n.endsWith("_ore")) {
            String host = n.startsWith("deepslate_") ? "deepslate" : n.startsWith("nether_") ? "netherrack"
                : "stone";
            return BASE.get(host);
        }
        if (n.equals("shulker_box")) {
            return 0x8b5f8b;
        }
        int wood = wood(n);
        if (wood >= 0) {
            return wood;
        }
        for (Map.Entry<String, Integer> c : CORALS.entrySet()) {
            if (n.startsWith(c.getKey() + "_coral")) {
                return c.getValue();
            }
            if (n.startsWith("dead_" + c.getKey() + "_coral")) {
                return 0x857d78;
            }
        }
        return -1;
    }

    private static boolean startsWithLongerDye(String n, String dye) {
        return (dye.equals("gray") || dye.equals("blue")) && n.startsWith("light_");
    }

    private static int wood(String n) {
        for (Map.Entry<String, int[]> w : WOODS.entrySet()) {
            String prefix = w.getKey() + "_";
            if (!n.startsWith(prefix)) {
                continue;
            }
            String rest = n.substring(prefix.length());
            int[] c = w.getValue();
            switch (rest) {
                case "log", "wood", "stem", "hyphae", "block":
                    return c[0];
                case "planks", "mosaic":
                    return c[1];
                case "leaves":
                    return c[2];
                case "sapling", "propagule":
                    return 0x4b7a2f;
                default:
                    break;
            }
        }
        return -1;
    }
}
