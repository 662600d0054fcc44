package org.terrainexplorer.world.structure.jigsaw;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.terrainexplorer.world.json.JsonValue;
import org.terrainexplorer.world.structure.StructureCode;
import org.terrainexplorer.world.structure.StructureFiles;
import org.terrainexplorer.world.structure.Templates;

/**
 * Every template pool of a world's packs, by id (the game's template pool registry: a datapack's file replaces the
 * release's of the same id), read and checked once per load and shared by the jigsaw structures. As the game's
 * registry does, it refuses any pool file with a bad field, an unknown element type, a fallback, processor list or
 * placed feature that no pack has. A pool naming a template that no pack ships loads, as in the game (whose
 * template manager hands out an empty template: a piece with no blocks and no jigsaws); a datapack's such pool is
 * noted with a warning naming the file, the JSON path and the template. Immutable.
 */
public final class JigsawPools {

    static final String KIND = "worldgen/template_pool";
    private static final String SHARED_KEY = "minecraft:jigsaw/template_pools";

    private final Map<String, TemplatePool> pools;

    private JigsawPools(Map<String, TemplatePool> pools) {
        this.pools = Map.copyOf(pools);
    }

    /** The pools of a load, read on first use and shared. */
    static JigsawPools of(StructureFiles files) {
        return files.shared(SHARED_KEY, () -> read(files));
    }

    /** The pool of an id, or null when no pack has it. */
    public TemplatePool get(String id) {
        return pools.get(id);
    }

    /** How many pools there are. */
    public int size() {
        return pools.size();
    }

    /** The fallback of a pool (its inline fallback or the registry's pool of its fallback id). */
    TemplatePool fallback(TemplatePool pool) {
        TemplatePool inline = pool.inlineFallback();
        return inline != null ? inline : pools.get(pool.fallbackId());
    }

    private static JigsawPools read(StructureFiles files) {
        Reader reader = new Reader(files, null);
        Map<String, TemplatePool> map = new TreeMap<>();
        for (String id : files.ids(KIND)) {
            JsonValue json = files.find(KIND, id).orElseThrow();
            map.put(id, reader.pool(id, json, files.fromDatapack(KIND, id)));
        }
        for (Reader.Pending p : reader.pending) {
            if (!map.containsKey(p.id())) {
                throw p.at().error("template pool '" + p.id() + "' not found (no pack has a " + KIND
                    + " file of that id)");
            }
        }
        return new JigsawPools(map);
    }

    /**
     * Reads a pool written inline (a structure's {@code start_pool}) against these pools, or resolves an id.
     *
     * @param datapack whether the file it is in comes from a datapack
     */
    TemplatePool poolOrId(StructureFiles files, JsonValue v, boolean datapack) {
        if (v.isString()) {
            String id = v.asId();
            TemplatePool p = pools.get(id);
            if (p == null) {
                throw v.error("template pool '" + id + "' not found (looked for " + KIND + " files in every pack)");
            }
            return p;
        }
        Reader reader = new Reader(files, this);
        return reader.pool(null, v, datapack);
    }

    /** Reads pools and elements, noting fallback ids to check once every pool is known. */
    private static final class Reader {

        record Pending(String id, JsonValue at) {
        }

        private final StructureFiles files;
        private final JigsawPools known;
        private final Templates templates;
        private final StructureCode code;
        final List<Pending> pending = new ArrayList<>();

        Reader(StructureFiles files, JigsawPools known) {
            this.files = files;
            this.known = known;
            this.templates = files.templates();
            this.code = files.code();
        }

        TemplatePool pool(String id, JsonValue json, boolean datapack) {
            JsonValue fb = json.field("fallback");
            String fallbackId = null;
            TemplatePool inlineFallback = null;
            if (fb.isString()) {
                fallbackId = fb.asId();
                if (known != null) {
                    if (known.get(fallbackId) == null) {
                        throw fb.error("template pool '" + fallbackId + "' not found");
                    }
                } else {
                    pending.add(new Pending(fallbackId, fb));
                }
            } else {
                inlineFallback = pool(null, fb, datapack);
            }
            List<PoolElement> templates = new ArrayList<>();
            for (JsonValue entry : json.field("elements").elements()) {
                PoolElement e = element(entry.field("element"), datapack, null);
                int weight = entry.field("weight").asInt(1, 150);
                for (int i = 0; i < weight; i++) {
                    templates.add(e);
                }
            }
            return new TemplatePool(id, templates, fallbackId, inlineFallback);
        }

        /** An element; {@code listProjection} is the projection of the list it is in, which replaces its own. */
        PoolElement element(JsonValue v, boolean datapack, Projection listProjection) {
            String type = v.field("element_type").asId();
            switch (type) {
                case "minecraft:empty_pool_element" -> {
                    return PoolElement.Empty.INSTANCE;
                }
                case "minecraft:single_pool_element", "minecraft:legacy_single_pool_element" -> {
                    JsonValue loc = v.field("location");
                    String template = loc.asId();
                    processors(v.field("processors"));
                    Projection projection = projection(v);
                    liquidSettings(v, "override_liquid_settings");
                    if (datapack && !templates.exists(template)) {
                        files.warn(loc, "template '" + template + "' is in no pack: an empty piece, as in the game "
                            + "(its template manager hands out an empty template: no blocks, no jigsaws)");
                    }
                    return new PoolElement.Single(template, type.equals("minecraft:legacy_single_pool_element"),
                        listProjection != null ? listProjection : projection, v.node());
                }
                case "minecraft:feature_pool_element" -> {
                    JsonValue f = v.field("feature");
                    String feature;
                    if (f.isString()) {
                        feature = f.asId();
                        files.require("worldgen/placed_feature", feature, f, "placed feature");
                    } else if (f.isObject()) {
                        f.field("feature");
                        feature = "(inline)";
                    } else {
                        throw f.error("expected a placed feature (an id or an object), found " + f.describe());
                    }
                    Projection projection = projection(v);
                    return new PoolElement.Feature(feature, listProjection != null ? listProjection : projection,
                        v.node());
                }
                case "minecraft:list_pool_element" -> {
                    Projection projection = projection(v);
                    Projection own = listProjection != null ? listProjection : projection;
                    JsonValue list = v.field("elements");
                    List<PoolElement> elements = new ArrayList<>();
                    for (JsonValue e : list.elements()) {
                        elements.add(element(e, datapack, own));
                    }
                    if (elements.isEmpty()) {
                        throw list.error("a list element needs at least one element");
                    }
                    if (elements.stream().allMatch(PoolElement::isEmpty)) {
                        throw list.error("a list element of only empty elements has no box (the game fails on it)");
                    }
                    return new PoolElement.ListElement(elements, own, v.node());
                }
                default -> throw v.field("element_type").error("unknown pool element type '" + type
                    + "' (minecraft:single_pool_element, minecraft:legacy_single_pool_element, "
                    + "minecraft:list_pool_element, minecraft:feature_pool_element, minecraft:empty_pool_element)");
            }
        }

        private Projection projection(JsonValue v) {
            JsonValue p = v.field("projection");
            Projection projection = Projection.byId(p.asString());
            if (projection == null) {
                throw p.error("projection must be rigid or terrain_matching, found '" + p.asString() + "'");
            }
            return projection;
        }

        /** A processor list: an id that some pack has, a list of processors, or {"processors": [...]}. */
        private void processors(JsonValue v) {
            if (v.isString()) {
                files.require("worldgen/processor_list", v.asId(), v, "processor list");
                return;
            }
            JsonValue list = v.isObject() ? v.field("processors") : v;
            if (!list.isArray()) {
                throw v.error("expected a processor list (an id, a list or {\"processors\": [...]}), found "
                    + v.describe());
            }
            for (JsonValue p : list.elements()) {
                p.field("processor_type").asId();
            }
        }

        /** {@code liquid_settings}-style fields (from 1.21): apply_waterlogging or ignore_waterlogging. */
        private void liquidSettings(JsonValue v, String field) {
            if (JigsawCode.dimensionPadding(code) && v.has(field)) {
                JigsawReader.liquidSettings(v.field(field));
            }
        }
    }
}
