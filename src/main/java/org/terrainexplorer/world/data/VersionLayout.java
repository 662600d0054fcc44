package org.terrainexplorer.world.data;

import java.util.ArrayList;
import java.util.List;
import org.terrainexplorer.world.json.DataException;

/**
 * The checks that a version's folder is the game's data-generator output, whole and of one release, with
 * messages that say what is missing or mixed and how to make it right.
 */
final class VersionLayout {

    /** The files every version must have. */
    static final List<String> REQUIRED = List.of(
        "data/minecraft/worldgen/noise_settings/overworld.json",
        "data/minecraft/worldgen/world_preset/normal.json",
        "data/minecraft/dimension_type/overworld.json",
        VersionPack.BIOME_REPORTS + "minecraft/overworld.json",
        VersionPack.BIOME_REPORTS + "minecraft/nether.json");

    private VersionLayout() {
    }

    /** Checks a version's folder before it is read: the files every version has are there. */
    static void check(GameVersion v) {
        List<String> missing = new ArrayList<>();
        for (String f : REQUIRED) {
            if (!v.folder().isFile(f)) {
                missing.add(f);
            }
        }
        if (missing.isEmpty()) {
            return;
        }
        boolean reports = missing.stream().allMatch(f -> f.startsWith("reports/"));
        String why = reports
            ? "the biome parameter reports are missing (" + String.join(", ", missing) + "): run the data generator "
                + "with --reports"
            : "not the whole of the game's data-generator output, missing " + String.join(", ", missing);
        throw new DataException(where(v), "", "version " + v.name() + ": " + why + "; " + GameData.HOW_TO_ADD);
    }

    /** Checks a version's files once read: one release's files, not two releases' mixed. */
    static void checkRead(GameVersion v, VersionPack pack) {
        for (String kind : List.of("block", "fluid")) {
            String older = "data/minecraft/tags/" + kind + "s/";
            String newer = "data/minecraft/tags/" + kind + "/";
            if (!pack.list(older).isEmpty() && !pack.list(newer).isEmpty()) {
                throw new DataException(where(v), "", "version " + v.name() + " mixes files of two releases: it has "
                    + "both " + older + " (before 1.21) and " + newer + " (1.21 on); use one release's "
                    + "data-generator output");
            }
        }
        String router = pack.read("data/minecraft/worldgen/noise_settings/overworld.json").orElse("");
        if (router.contains("\"initial_density_without_jaggedness\"") && router.contains("\"preliminary_surface_level\"")) {
            throw new DataException(where(v) + "/data/minecraft/worldgen/noise_settings/overworld.json", "noise_router",
                "version " + v.name() + " mixes two releases' router slots (initial_density_without_jaggedness before "
                    + "1.21.9, preliminary_surface_level from 1.21.9)");
        }
    }

    static String where(GameVersion v) {
        return v.folder().toString();
    }
}
