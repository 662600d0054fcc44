package org.terrainexplorer.search;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.LongFunction;
import org.terrainexplorer.session.LoadedWorld;
import org.terrainexplorer.session.WorldLoadException;
import org.terrainexplorer.session.WorldSession;
import org.terrainexplorer.session.WorldSettings;
import org.terrainexplorer.world.gen.ClimateProbe;
import org.terrainexplorer.world.json.Suggestions;
import org.terrainexplorer.world.structure.StructureKinds;
import org.terrainexplorer.world.structure.StructureSet;

/**
 * A search's specification bound to its world, shared by every thread of a search: the world's data loaded once
 * (through the session, as the window and the command line load worlds), a maker of the world for any seed, the
 * climate probe's maker, and each structure condition's structure sets and structure ids, checked against the
 * world. Names of biomes and structures the world does not have are refused with their JSON path and the nearest
 * name it has. Immutable.
 */
public final class SearchWorld {

    private final SearchSpec spec;
    private final LongFunction<LoadedWorld> seeds;
    private final LoadedWorld template;
    private final ClimateProbe probe;
    private final Map<Condition.Structure, Structures> structures = new IdentityHashMap<>();
    private final Map<String, Condition> byId;

    /** A structure condition's sets (those of the world that can start one of its structures) and structure ids. */
    record Structures(List<StructureSet> sets, Set<String> ids) {
    }

    private SearchWorld(SearchSpec spec, LongFunction<LoadedWorld> seeds, LoadedWorld template, boolean probe)
        throws SearchSpec.SpecException {
        this.spec = spec;
        this.seeds = seeds;
        this.template = template;
        this.probe = probe && ClimateProbe.supports(template.world()) ? ClimateProbe.of(template.world()) : null;
        Map<String, Condition> ids = new java.util.HashMap<>();
        index(spec.condition(), ids);
        this.byId = Map.copyOf(ids);
        check(spec.condition());
    }

    /** Binds a specification to its world, loaded through {@code session}. */
    public static SearchWorld bind(SearchSpec spec, WorldSession session) throws SearchSpec.SpecException {
        LongFunction<LoadedWorld> seeds = seeds(spec, session);
        return new SearchWorld(spec, seeds, seeds.apply(0L), true);
    }

    /**
     * The world a specification's names are checked against (its world for seed 0), loaded through {@code session}:
     * the first time for a release, seconds, so never on a window's event thread.
     */
    public static LoadedWorld template(SearchSpec spec, WorldSession session) throws SearchSpec.SpecException {
        return seeds(spec, session).apply(0L);
    }

    /**
     * Checks a specification's names (biomes, structures, spawn conditions, references) against its world as
     * {@link #template} loaded it, as {@link #bind} does, in a fraction of a millisecond.
     *
     * @throws SearchSpec.SpecException naming the JSON path of a name the world does not have, and the nearest it has
     */
    public static void checkNames(SearchSpec spec, LoadedWorld template) throws SearchSpec.SpecException {
        new SearchWorld(spec, seed -> template, template, false);
    }

    /** Whether two specifications name the same world (so one's {@link #template} serves the other's names). */
    public static boolean sameWorld(SearchSpec a, SearchSpec b) {
        return Objects.equals(a.version(), b.version()) && Objects.equals(a.dimension(), b.dimension())
            && a.world() == b.world() && Objects.equals(a.datapack(), b.datapack());
    }

    private static LongFunction<LoadedWorld> seeds(SearchSpec spec, WorldSession session)
        throws SearchSpec.SpecException {
        WorldSettings settings = WorldSettings.of(spec.world(), "0").withDimension(spec.dimension());
        if (spec.version() != null) {
            settings = settings.withVersion(spec.version());
        }
        if (spec.datapack() != null) {
            settings = settings.withDatapack(spec.datapack());
        }
        try {
            return session.seeds(settings);
        } catch (WorldLoadException e) {
            throw new SearchSpec.SpecException("world: " + e.getMessage(), e);
        }
    }

    /** The specification. */
    public SearchSpec spec() {
        return spec;
    }

    /** The world of a seed, as the session loads it (exact: its generator, sampler, structures and spawn). */
    public LoadedWorld world(long seed) {
        return seeds.apply(seed);
    }

    /** The world as loaded for seed 0: what does not depend on the seed (its definition, its structure sets). */
    public LoadedWorld template() {
        return template;
    }

    /** The release searched. */
    public String version() {
        return template.version();
    }

    /** The climate probe's maker, or null when the world's climate is not probed (see {@link ClimateProbe}). */
    ClimateProbe probe() {
        return probe;
    }

    /** A structure condition's sets and ids. */
    Structures structures(Condition.Structure c) {
        return structures.get(c);
    }

    /** The condition with an id. */
    Condition byId(String id) {
        return byId.get(id);
    }

    private static void index(Condition c, Map<String, Condition> ids) {
        ids.put(c.id(), c);
        for (Condition k : children(c)) {
            index(k, ids);
        }
    }

    /** A node's children (none for a leaf). */
    static List<Condition> children(Condition c) {
        if (c instanceof Condition.All a) {
            return a.children();
        }
        if (c instanceof Condition.Any a) {
            return a.children();
        }
        if (c instanceof Condition.Not n) {
            return List.of(n.child());
        }
        return List.of();
    }

    private void check(Condition c) throws SearchSpec.SpecException {
        for (Condition k : children(c)) {
            check(k);
        }
        if (c instanceof Condition.BiomeNear b) {
            biomes(b.path() + ".biome", b.biomes());
        } else if (c instanceof Condition.BiomeCover b) {
            biomes(b.path() + ".biome", b.biomes());
        } else if (c instanceof Condition.SpawnBiome b) {
            biomes(b.path() + ".spawnBiome", b.biomes());
            spawnable(b.path());
        } else if (c instanceof Condition.Structure s) {
            structures.put(s, resolve(s));
        } else if (c instanceof Condition.SpawnIn s) {
            spawnable(s.path());
        }
        if (c instanceof Condition.BiomeNear b && b.origin() instanceof Condition.Spawn) {
            spawnable(b.path());
        }
        if (c instanceof Condition.Structure s) {
            if (s.origin() instanceof Condition.Spawn) {
                spawnable(s.path());
            }
            if (s.origin() instanceof Condition.Ref r) {
                Condition target = byId.get(r.id());
                if (!(target instanceof Condition.Structure) && !(target instanceof Condition.SpawnIn)
                    && !(target instanceof Condition.SpawnBiome)) {
                    throw refused(s.path() + ".of", "'" + r.id() + "' is not a structure or spawn condition: only "
                        + "their matches have places to measure from");
                }
                if (target == s) {
                    throw refused(s.path() + ".of", "a condition cannot be measured from itself");
                }
            }
        }
    }

    private void spawnable(String path) throws SearchSpec.SpecException {
        if (!"overworld".equals(template.settings().dimension())) {
            throw refused(path, "only the overworld has a world spawn");
        }
    }

    /**
     * Refuses a biome the world does not have, with the nearest name it has (as typed: without "minecraft:") and how
     * many it has, or, when none is near, the names.
     */
    private void biomes(String path, List<String> names) throws SearchSpec.SpecException {
        Set<String> known = new TreeSet<>(template.world().biomeSource().possibleBiomes());
        for (String b : names) {
            if (!known.contains(b)) {
                List<String> typed = known.stream().map(SearchWorld::typed).toList();
                String near = Suggestions.didYouMean(typed(b), typed);
                throw refused(path, "this world (" + template.version() + ", " + template.settings().dimension()
                    + ") has no biome " + b + (near.isEmpty() ? "; it has " + known.size() + ": "
                    + String.join(", ", typed) : near + " (it has " + known.size() + " biomes)"));
            }
        }
    }

    /** An id as a user types it: without the game's own namespace. */
    private static String typed(String id) {
        return id.startsWith("minecraft:") ? id.substring("minecraft:".length()) : id;
    }

    private Structures resolve(Condition.Structure s) throws SearchSpec.SpecException {
        List<StructureSet> sets = new ArrayList<>();
        Set<String> ids = new LinkedHashSet<>();
        Set<String> all = new TreeSet<>();
        Set<String> setIds = new TreeSet<>();
        for (StructureSet set : template.structures().possibleSets()) {
            setIds.add(set.id());
            boolean any = false;
            for (StructureSet.Entry e : set.entries()) {
                String id = e.structure().id();
                all.add(StructureKinds.kind(id));
                boolean wanted = s.set() != null ? set.id().equals(s.set())
                    : s.names().stream().anyMatch(n -> StructureKinds.matches(n, id));
                if (wanted) {
                    ids.add(id);
                    any = true;
                }
            }
            if (any) {
                sets.add(set);
            }
        }
        if (s.set() != null && sets.isEmpty()) {
            throw refused(s.path() + ".set", "this world has no structure set " + s.set() + " it can start; it has "
                + String.join(", ", setIds));
        }
        for (String n : s.names()) {
            boolean found = template.structures().possibleSets().stream().flatMap(set -> set.entries().stream())
                .anyMatch(e -> StructureKinds.matches(n, e.structure().id()));
            if (!found) {
                throw refused(s.path() + ".structure", "this world (" + template.version() + ", "
                    + template.settings().dimension() + ") has no structure '" + n + "' it can start"
                    + Suggestions.didYouMean(n, all) + "; it has " + (all.isEmpty() ? "none" : String.join(", ", all)));
            }
        }
        return new Structures(List.copyOf(sets), Set.copyOf(ids));
    }

    private SearchSpec.SpecException refused(String path, String problem) {
        return new SearchSpec.SpecException("specification: at " + path + ": " + problem, null);
    }
}
