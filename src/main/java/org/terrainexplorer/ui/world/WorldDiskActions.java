package org.terrainexplorer.ui.world;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.concurrent.Task;
import javafx.scene.Node;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.stage.Window;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.export.BoxMesher;
import org.terrainexplorer.export.GlbWriter;
import org.terrainexplorer.export.VoxWriter;
import org.terrainexplorer.export.VoxelBox;
import org.terrainexplorer.io.anvil.AnvilSaver;
import org.terrainexplorer.io.anvil.DimensionFolder;
import org.terrainexplorer.io.anvil.SaveFormat;
import org.terrainexplorer.io.anvil.SavedWorld;
import org.terrainexplorer.io.anvil.WorldOrigin;
import org.terrainexplorer.mesh.GreedyMesher;
import org.terrainexplorer.render.world.WorldView;
import org.terrainexplorer.session.IsoSettings;
import org.terrainexplorer.session.LoadedWorld;
import org.terrainexplorer.session.WorldSession;
import org.terrainexplorer.session.WorldSettings;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkGenerator;
import org.terrainexplorer.world.chunk.ChunkPos;
import org.terrainexplorer.world.data.Dimension;

/**
 * The world mode's File menu items for Minecraft worlds on disk: open a saved world (and go back to the generated
 * one), save a region of the generated world as a Minecraft world, and export a box of blocks as a MagicaVoxel
 * {@code .vox} or a glTF {@code .glb}. Opening only changes the settings (one undo step; the engine reads the
 * world). Saves and exports run as tasks on the pool with progress and Cancel in the status bar, one at a time;
 * a cancelled or failed one leaves nothing behind (the writers work in temporary files and folders).
 */
final class WorldDiskActions {

    /** The most chunks on a side the suggested save region takes from the map's view: one region file. */
    static final int SUGGESTED_SIDE = 32;

    private final WorldModel model;
    private final RenderPool pool;
    private final WorldDialogs dialogs;
    private final WorldSession worlds;
    private final WorldStatusBar status;
    private final Node owner;
    private final AtomicInteger calls = new AtomicInteger();
    private Task<String> running;

    WorldDiskActions(WorldModel model, WorldSession worlds, RenderPool pool, WorldDialogs dialogs,
                     WorldStatusBar status, Node owner) {
        this.worlds = worlds;
        this.model = model;
        this.pool = pool;
        this.dialogs = dialogs;
        this.status = status;
        this.owner = owner;
    }

    /** The File menu's items: open, back, save, the two exports. */
    List<MenuItem> menuItems() {
        MenuItem open = new MenuItem("Open Minecraft world…");
        open.setId("world-menu-open-saved");
        open.setOnAction(e -> openSavedWorld());
        MenuItem openFile = new MenuItem("Open Minecraft world file (level.dat or .zip)…");
        openFile.setId("world-menu-open-saved-file");
        openFile.setOnAction(e -> dialogs.chooseWorldFile(window()).ifPresent(this::show));
        MenuItem back = new MenuItem("Back to generated world");
        back.setId("world-menu-back-to-generated");
        back.disableProperty().bind(Bindings.createBooleanBinding(() -> model.settings().savedWorld() == null,
            model.settingsProperty()));
        back.setOnAction(e -> model.change(model.settings().backToGenerated()));
        MenuItem save = new MenuItem("Save region as Minecraft world…");
        save.setId("world-menu-save-anvil");
        save.setOnAction(e -> saveRegion());
        MenuItem vox = new MenuItem("Export box as MagicaVoxel .vox…");
        vox.setId("world-menu-export-vox");
        vox.setOnAction(e -> exportBox(false));
        MenuItem glb = new MenuItem("Export box as glTF .glb…");
        glb.setId("world-menu-export-glb");
        glb.setOnAction(e -> exportBox(true));
        return List.of(open, openFile, back, new SeparatorMenuItem(), save, vox, glb);
    }

    private Window window() {
        return owner.getScene() == null ? null : owner.getScene().getWindow();
    }

    // ------------------------------------------------------------------ opening

    /** Asks for a world folder and shows it: an undo step; a folder that is not a world is refused by the engine. */
    void openSavedWorld() {
        dialogs.chooseWorld(window()).ifPresent(this::show);
    }

    /**
     * Shows a saved world, with the generated world under it made by the release that wrote it (when the session
     * has that release), so going back compares the two: one undo step. Which release wrote it is read on the
     * pool; a path that is not a world is left for the engine to refuse with its reason.
     */
    void show(Path world) {
        status.show("Opening " + world.getFileName() + "…");
        pool.execute(() -> {
            String release = null;
            try (SavedWorld saved = SavedWorld.open(world)) {
                release = saved.release().map(SaveFormat::release).filter(worlds.versions()::contains).orElse(null);
            } catch (IOException | RuntimeException notAWorld) {
                // The engine opens it again and says why it cannot.
            }
            String wrote = release;
            Platform.runLater(() -> model.change(model.settings().withSavedWorld(world, wrote)));
        });
    }

    // ------------------------------------------------------------------ saving

    /** Saves a region of the generated world as a Minecraft world folder, after asking which chunks and where. */
    void saveRegion() {
        LoadedWorld world = model.loaded();
        if (world == null || busy("a save")) {
            return;
        }
        WorldSettings settings = model.settings();
        if (settings.savedWorld() != null) {
            refuse("Nothing to save", "A saved Minecraft world is shown, and its folder already is one. Go back to the "
                + "generated world (File ▸ Back to generated world) to save a region of it.");
            return;
        }
        String edits = unsavableEdits(settings, world);
        if (edits != null) {
            refuse("This world cannot be saved as it is", "It has " + edits + ". A Minecraft world's level.dat names "
                + "only a built-in world or a datapack and the seed, so the game would not continue the same "
                + "terrain beyond the saved chunks. Undo those edits to save.");
            return;
        }
        if (stillLoading()) {
            return;
        }
        Optional<ChunkRange> range = dialogs.editChunkRange(window(), suggestedRange(model.view()),
            WorldDiskActions::rangeFault);
        if (range.isEmpty()) {
            return;
        }
        String fault = rangeFault(range.get());
        if (fault != null) {
            refuse("Not saved", fault);
            return;
        }
        Optional<Path> target = dialogs.chooseWorldTarget(window(), suggestedName(settings));
        if (target.isEmpty()) {
            return;
        }
        boolean overwrite = false;
        if (Files.exists(target.get())) {
            overwrite = dialogs.confirm(window(), "Replace " + target.get().getFileName() + "?", target.get()
                + " exists. Replace it with the saved region? Only a Minecraft world or an empty folder is replaced.");
            if (!overwrite) {
                status.show("Not saved: " + target.get() + " exists and was left as it was.");
                return;
            }
        }
        WorldOrigin origin = settings.datapack() != null ? new WorldOrigin.Datapack(settings.datapack())
            : new WorldOrigin.Builtin(settings.builtin());
        // The world is saved as its own release saves worlds, so that release's game opens and continues it.
        Optional<SaveFormat> format = SaveFormat.forRelease(world.version());
        if (format.isEmpty()) {
            refuse("Not saved", "The explorer does not know how release " + world.version() + " saves worlds; "
                + "choose one of " + String.join(", ", SaveFormat.releaseNames()) + " under World ▸ Release.");
            return;
        }
        AnvilSaver.Request request = new AnvilSaver.Request(world.generator(), world.world(), origin,
            settings.seed(), range.get().from(), range.get().to(), target.get(), overwrite, format.get(),
            DimensionFolder.of(Dimension.byId(settings.dimension()))).withStructures(world.structures(),
            settings.structures());
        try {
            AnvilSaver.check(request);
        } catch (IllegalArgumentException | IOException e) {
            refuse("Not saved", e.getMessage());
            return;
        }
        long total = request.chunkCount();
        AnvilSaver.Request checked = request;
        start("Save", new Task<>() {
            @Override
            protected String call() throws Exception {
                updateMessage("Saving " + total + " chunks as a Minecraft world…");
                updateProgress(0, total);
                AnvilSaver.Request r0 = checked;
                if (r0.dimension() == DimensionFolder.OVERWORLD) {
                    // The world spawn as the game would set it, so a player arrives where the game puts them.
                    var spawn = world.spawn().get();
                    r0 = r0.withSpawn(new int[] {spawn.x(), spawn.y(), spawn.z()});
                }
                AnvilSaver.Result r = AnvilSaver.save(r0, pool, n -> updateProgress(n, total), this::isCancelled);
                return String.format(Locale.ROOT, "Saved %d chunks (%d region file%s) as a Minecraft world in %s, "
                    + "%.1f s; %s", r.chunks(), r.regions(), r.regions() == 1 ? "" : "s", r.folder(),
                    r.wallNanos() / 1e9, r.structuresText());
            }
        });
    }

    /** What of the settings level.dat cannot name, in words, or null for nothing. */
    static String unsavableEdits(WorldSettings settings, LoadedWorld world) {
        boolean ownAquifers = world.base().settings().aquifersEnabled();
        if (!settings.hasEdits(ownAquifers)) {
            return null;
        }
        List<String> what = new ArrayList<>();
        if (!settings.knobs().isEmpty()) {
            what.add("noise edits");
        }
        if (!settings.splines().isEmpty()) {
            what.add("spline edits");
        }
        if (settings.seaLevel() != null) {
            what.add("its own sea level");
        }
        if (settings.aquifersOr(ownAquifers) != ownAquifers) {
            what.add("aquifers turned " + (ownAquifers ? "off" : "on"));
        }
        return String.join(", ", what);
    }

    /** The chunks the map's view shows, at most {@link #SUGGESTED_SIDE} on a side around its centre. */
    static ChunkRange suggestedRange(WorldView view) {
        int x0 = view.blockX(0) >> 4;
        int x1 = view.blockX(view.width() - 1) >> 4;
        int z0 = view.blockZ(0) >> 4;
        int z1 = view.blockZ(view.height() - 1) >> 4;
        int cx = (int) Math.floor(view.centreX()) >> 4;
        int cz = (int) Math.floor(view.centreZ()) >> 4;
        int half = SUGGESTED_SIDE / 2;
        if (x1 - x0 + 1 > SUGGESTED_SIDE) {
            x0 = cx - half;
            x1 = cx + half - 1;
        }
        if (z1 - z0 + 1 > SUGGESTED_SIDE) {
            z0 = cz - half;
            z1 = cz + half - 1;
        }
        return new ChunkRange(new ChunkPos(x0, z0), new ChunkPos(x1, z1));
    }

    private static String rangeFault(ChunkRange range) {
        long limit = (long) WorldView.LIMIT >> 4;
        for (int v : new int[] {range.from().x(), range.from().z(), range.to().x(), range.to().z()}) {
            if (Math.abs((long) v) > limit) {
                return "chunk " + v + " is beyond the world's limit of ±" + limit;
            }
        }
        if (range.count() > AnvilSaver.MAX_CHUNKS) {
            return range.count() + " chunks; at most " + AnvilSaver.MAX_CHUNKS + " (128 x 128) in one save";
        }
        return null;
    }

    private static String suggestedName(WorldSettings s) {
        String world = s.datapack() != null ? s.datapack().getFileName().toString().replaceFirst("\\.zip$", "")
            : s.builtin().id();
        return ("explorer-" + world + "-" + s.seedText()).replaceAll("[^A-Za-z0-9._-]+", "_");
    }

    // ------------------------------------------------------------------ exports

    /** Exports a box (by default around the map's centre) as {@code .glb} ({@code mesh}) or {@code .vox}. */
    void exportBox(boolean mesh) {
        LoadedWorld world = model.loaded();
        if (world == null || busy("an export") || stillLoading()) {
            return;
        }
        SavedWorld saved = model.savedWorld();
        int minY = saved != null ? saved.minY() : world.world().minY();
        int height = saved != null ? saved.height() : world.world().height();
        String what = mesh ? "glTF .glb" : "MagicaVoxel .vox";
        Optional<BlockBox> box = dialogs.editBox(window(), "Export box as " + what,
            suggestedBox(model.iso(), model.view(), minY, height), b -> boxFault(b, minY, height));
        if (box.isEmpty()) {
            return;
        }
        String fault = boxFault(box.get(), minY, height);
        if (fault != null) {
            refuse("Not exported", fault);
            return;
        }
        String extension = mesh ? "glb" : "vox";
        Optional<Path> chosen = dialogs.chooseSave(window(), "Export box as " + what, "world-box." + extension,
            mesh ? "glTF binary" : "MagicaVoxel models", extension);
        if (chosen.isEmpty()) {
            return;
        }
        Path target = chosen.get().getFileName().toString().toLowerCase(Locale.ROOT).endsWith("." + extension)
            ? chosen.get() : chosen.get().resolveSibling(chosen.get().getFileName() + "." + extension);
        BlockBox b = box.get();
        AirForMissing generator = new AirForMissing(saved, world.generator(), minY, height);
        int chunks = VoxelBox.chunkCount(b.minX(), b.minZ(), b.sizeX(), b.sizeZ());
        start("Export", new Task<>() {
            @Override
            protected String call() throws Exception {
                updateMessage("Exporting " + b.sizeX() + " x " + b.sizeY() + " x " + b.sizeZ() + " blocks as "
                    + what + "…");
                updateProgress(0, chunks + 1);
                VoxelBox voxels = VoxelBox.read(generator, minY, height, b.minX(), b.minY(), b.minZ(), b.sizeX(),
                    b.sizeY(), b.sizeZ(), pool, n -> updateProgress(n, chunks + 1), this::isCancelled);
                String made;
                if (mesh) {
                    GreedyMesher.Quads quads = BoxMesher.mesh(voxels, this::isCancelled);
                    GlbWriter.write(voxels, quads, target, this::isCancelled);
                    made = quads.count() + " quads";
                } else {
                    VoxWriter.write(voxels, target, this::isCancelled);
                    made = b.sizeX() + " x " + b.sizeY() + " x " + b.sizeZ() + " blocks";
                }
                updateProgress(chunks + 1, chunks + 1);
                int missing = generator.missing.get();
                return "Wrote " + target + ": " + made + (missing == 0 ? ""
                    : " (" + missing + " chunks not generated in this world, exported as air)");
            }
        });
    }

    /**
     * A square of as many chunks as the 3D view's, around the chunk at the map's centre (whole chunks, as an export
     * reads them), from the world's bottom to the 3D view's cut.
     */
    static BlockBox suggestedBox(IsoSettings iso, WorldView map, int minY, int height) {
        int chunks = Math.min(VoxelBox.MAX_X, iso.size() * 16) / 16;
        int side = chunks * 16;
        int firstX = ((int) Math.floor(map.centreX()) >> 4) - chunks / 2;
        int firstZ = ((int) Math.floor(map.centreZ()) >> 4) - chunks / 2;
        int top = Math.max(minY, Math.min(iso.cutY(), minY + height - 1));
        int bottom = Math.max(minY, top - VoxelBox.MAX_Y + 1);
        return new BlockBox(firstX * 16, bottom, firstZ * 16, side, top - bottom + 1, side);
    }

    private static String boxFault(BlockBox b, int minY, int height) {
        try {
            VoxelBox.check(minY, height, b.minY(), b.sizeX(), b.sizeY(), b.sizeZ());
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
        if (Math.abs((long) b.minX()) > WorldView.LIMIT || Math.abs((long) b.minZ()) > WorldView.LIMIT) {
            return "beyond the world's limit of ±" + WorldView.LIMIT;
        }
        return null;
    }

    /**
     * The chunks an export reads: the generated world's, or a saved world's with those it lacks as air (counted,
     * so the message can say so).
     */
    private static final class AirForMissing implements ChunkGenerator {
        final AtomicInteger missing = new AtomicInteger();
        private final SavedWorld saved;
        private final ChunkGenerator generated;
        private final int minY;
        private final int height;

        AirForMissing(SavedWorld saved, ChunkGenerator generated, int minY, int height) {
            this.saved = saved;
            this.generated = generated;
            this.minY = minY;
            this.height = height;
        }

        @Override
        public ChunkData generate(ChunkPos pos, java.util.function.BooleanSupplier cancelled) {
            if (saved == null) {
                return generated.generate(pos, cancelled);
            }
            ChunkData chunk = saved.chunk(pos);
            if (chunk != null) {
                return chunk;
            }
            missing.incrementAndGet();
            int[] surface = new int[256];
            java.util.Arrays.fill(surface, minY);
            return new ChunkData(pos, minY, height, saved.palette(), saved.biomeIds(), new short[height << 8],
                surface, surface, new short[(height >> 2) << 4]);
        }
    }

    // ------------------------------------------------------------------ tasks

    private boolean busy(String what) {
        if (running != null && running.isRunning()) {
            status.show("A save or export is running; cancel it or wait for it before " + what + ".");
            return true;
        }
        return false;
    }

    /** Whether the world shown is not yet the settings' (a save or export would take the previous one's blocks). */
    private boolean stillLoading() {
        if (model.loadingProperty().get()) {
            status.show("The world is still loading; save or export when it is shown.");
            return true;
        }
        return false;
    }

    private void refuse(String title, String message) {
        status.show(title + ": " + message);
        dialogs.error(window(), title, message);
    }

    private void start(String what, Task<String> task) {
        running = task;
        task.setOnSucceeded(e -> status.show(task.getValue()));
        task.setOnCancelled(e -> status.show(what + " cancelled; nothing was written."));
        task.setOnFailed(e -> {
            Throwable t = task.getException();
            String why = t == null ? "unknown error" : t.getMessage() != null ? t.getMessage() : t.toString();
            refuse(what + " failed", why + " (nothing was written)");
        });
        status.track(task);
        calls.incrementAndGet();
        pool.execute(() -> {
            try {
                task.run();
            } finally {
                calls.decrementAndGet();
            }
        });
    }

    /** Whether a save's or an export's work is still under way on the pool (a cancelled one cleans up first). */
    boolean working() {
        return calls.get() > 0;
    }

    /** Cancels a running save or export (the window closes). */
    void cancel() {
        if (running != null) {
            running.cancel();
        }
    }
}
