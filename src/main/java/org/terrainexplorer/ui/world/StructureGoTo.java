package org.terrainexplorer.ui.world;

import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Predicate;
import javafx.application.Platform;
import org.terrainexplorer.concurrent.LatestWins;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.render.world.WorldView;
import org.terrainexplorer.session.LoadedWorld;
import org.terrainexplorer.session.WorldSession;
import org.terrainexplorer.world.data.Dimension;
import org.terrainexplorer.world.json.Suggestions;
import org.terrainexplorer.world.structure.StructureKinds;
import org.terrainexplorer.world.structure.StructureWorld;

/**
 * The map's go-to field: block coordinates, or a structure (a kind such as "village" or "ancient city", a short
 * name such as "village_plains", or an id): the start the game's {@code /locate structure} finds from the map's
 * centre (as the command line's {@code world locate}), found on the pool, and the map centred on it. A go-to typed
 * while one is being found supersedes it; an answer for a world no longer shown is dropped.
 */
final class StructureGoTo {

    /** How far the search goes, in grid cells of a placement: the game's {@code /locate} radius. */
    static final int RADIUS = 100;

    private record Request(LoadedWorld world, String name, Predicate<String> wanted, int x, int z, long serial) {
    }

    /** A structure the world shown lacks, asked of the other dimensions: whether they can have it (no place). */
    private record Elsewhere(LoadedWorld world, String name, Predicate<String> wanted, long serial) {
    }

    private final WorldModel model;
    private final WorldSession worlds;
    private final Consumer<String> status;
    private final LatestWins<Request> finder;
    /** Asks the other dimensions for a structure the world shown lacks (loading their worlds, on the pool). */
    private final LatestWins<Elsewhere> elsewhere;
    private final AtomicLong serial = new AtomicLong();

    StructureGoTo(WorldModel model, WorldSession worlds, RenderPool pool, Consumer<String> status) {
        this.model = model;
        this.worlds = worlds;
        this.status = status;
        finder = new LatestWins<>(pool::execute, this::find, (request, error) -> Platform.runLater(() -> {
            if (request.serial() == serial.get()) {
                status.accept("Go to " + request.name() + ": could not search (" + error + ")");
            }
        }));
        // A failure here leaves the refusal already shown.
        elsewhere = new LatestWins<>(pool::execute, this::findElsewhere, (request, error) -> { });
    }

    /**
     * What the map's go-to field does with {@code text}: block coordinates "x, z" centre the map there; a structure
     * is found ({@link #locate}); anything else is refused with what the field takes. True when the text was taken
     * (the field may be cleared).
     */
    boolean go(String text) {
        serial.incrementAndGet(); // an answer still coming for an earlier go-to is dropped
        String[] parts = text.strip().split("[,\\s]+");
        if (parts.length == 2 && parts[0].matches("[-+]?\\d{1,10}") && parts[1].matches("[-+]?\\d{1,10}")) {
            long x = Long.parseLong(parts[0]);
            long z = Long.parseLong(parts[1]);
            if (Math.abs(x) > WorldView.LIMIT || Math.abs(z) > WorldView.LIMIT) {
                status.accept("Go to " + text + ": beyond the world's limit of ±30,000,000");
                return false;
            }
            model.jumpTo(x, z);
            status.accept("Centred the map on " + x + ", " + z); // and no longer a refusal typed before
            return true;
        }
        if (locate(text)) {
            return true;
        }
        String kinds = kinds();
        String near = nearest(text);
        // Short before the list, which the status bar may cut (its tooltip holds the whole): the legend above the
        // map shows the structures too.
        String typed = text.strip();
        status.accept("Go to" + (typed.isEmpty() ? "" : " " + typed) + ": "
            + (near.isEmpty() ? "type" : "did you mean '" + near + "'? Or type")
            + " x, z (such as 120, -64)" + (kinds.isEmpty() ? "" : " or a structure from the legend: " + kinds));
        LoadedWorld world = model.loaded();
        if (world != null && !typed.isEmpty() && model.savedWorld() == null) {
            // Perhaps another dimension has it (a fortress asked for in the overworld): said when found.
            elsewhere.submit(new Elsewhere(world, typed, id -> StructureKinds.matches(typed, id),
                serial.incrementAndGet()));
        }
        return false;
    }

    /** Tells, in place of the refusal, the other dimensions that have the structure a request names, if any. */
    private void findElsewhere(Elsewhere r, BooleanSupplier superseded) {
        java.util.List<String> in = worlds.dimensionsWith(r.world(), r.wanted());
        if (in.isEmpty() || superseded.getAsBoolean()) {
            return;
        }
        String where = in(in.get(0)) + (in.size() > 1 ? " and " + in(in.get(1)) : "");
        String here = in(r.world().settings().dimension());
        Platform.runLater(() -> {
            if (r.serial() == serial.get() && model.loaded() == r.world()) {
                status.accept("Go to " + r.name() + ": no such structure in " + here + "; it is in " + where
                    + " (choose it under World, Dimension)");
            }
        });
    }

    /** A dimension as a sentence names it: "the Overworld", "The Nether", "The End". */
    private static String in(String dimension) {
        Dimension d = Dimension.byId(dimension);
        return d == Dimension.OVERWORLD ? "the " + d.title() : d.title();
    }

    /**
     * Starts finding the nearest start of the structures {@code text} names in the world shown, from the map's
     * centre, and says so; false (and nothing started) when it names none of the world's structures.
     */
    boolean locate(String text) {
        LoadedWorld world = model.loaded();
        String name = text.strip();
        if (world == null || name.isEmpty()) {
            return false;
        }
        Set<String> ids = world.structures().possibleIds();
        if (ids.stream().noneMatch(id -> StructureKinds.matches(name, id))) {
            return false;
        }
        if (model.savedWorld() != null) {
            status.accept("Go to " + name + ": over a saved world the map shows the structures stored in it; "
                + "close the saved world to find where the game would place one");
            return true;
        }
        int x = (int) Math.round(model.view().centreX());
        int z = (int) Math.round(model.view().centreZ());
        status.accept("Finding the nearest " + name + " from " + x + ", " + z + " (as the game's /locate does)…");
        finder.submit(new Request(world, name, id -> StructureKinds.matches(name, id), x, z, serial.incrementAndGet()));
        return true;
    }

    /**
     * The kinds of structure the world shown can start, for a refusal ("ancient_city, …, village"); empty when it
     * has none or none is loaded.
     */
    String kinds() {
        LoadedWorld world = model.loaded();
        if (world == null) {
            return "";
        }
        return String.join(", ", StructureKinds.kinds(world.structures().possibleIds()));
    }

    /** The structure kind or short id of the world shown nearest to a mistyped name, or "" when none is close. */
    private String nearest(String text) {
        LoadedWorld world = model.loaded();
        if (world == null || text.isBlank()) {
            return "";
        }
        java.util.List<String> known = new java.util.ArrayList<>(StructureKinds.kinds(world.structures().possibleIds()));
        world.structures().possibleIds().forEach(id -> known.add(id.substring(id.indexOf(':') + 1)));
        return Suggestions.nearest(text.strip().replace(' ', '_'), known).orElse("");
    }

    private void find(Request r, BooleanSupplier superseded) {
        Optional<StructureWorld.Located> found = r.world().structures().locate(r.wanted(), r.x(), r.z(), RADIUS,
            superseded);
        Platform.runLater(() -> {
            if (r.serial() != serial.get() || model.loaded() != r.world()) {
                return;
            }
            if (found.isEmpty()) {
                status.accept("No " + r.name() + " within " + RADIUS + " placement cells of " + r.x() + ", " + r.z());
                return;
            }
            StructureWorld.Located l = found.get();
            model.jumpTo(l.position().x(), l.position().z());
            model.markFound(new WorldModel.Found(r.world(), l.position().x(), l.position().z(),
                StructureKinds.title(StructureKinds.kind(l.start().id()))));
            status.accept(StructureKinds.title(StructureKinds.kind(l.start().id())) + " (" + l.start().id()
                + ") nearest to " + r.x() + ", " + r.z() + ": at " + l.position().x() + ", " + l.position().z()
                + String.format(Locale.ROOT, ", %,.0f blocks away", l.distance()));
        });
    }
}
