package org.terrainexplorer.ui.world.fly;

import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import javafx.animation.AnimationTimer;
import javafx.application.ConditionalFeature;
import javafx.application.Platform;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.geometry.Point3D;
import javafx.scene.AmbientLight;
import javafx.scene.DirectionalLight;
import javafx.scene.Group;
import javafx.scene.PerspectiveCamera;
import javafx.scene.SceneAntialiasing;
import javafx.scene.SubScene;
import javafx.scene.control.Label;
import javafx.scene.image.WritableImage;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Pane;
import javafx.scene.paint.Color;
import javafx.scene.transform.Affine;
import javafx.scene.transform.Rotate;
import org.terrainexplorer.render.world.fly.BlockPicker;
import org.terrainexplorer.render.world.fly.CaveView;
import org.terrainexplorer.render.world.fly.ChunkFeed;
import org.terrainexplorer.render.world.fly.FlyCamera;
import org.terrainexplorer.render.world.fly.MeshStreamer;
import org.terrainexplorer.render.world.fly.StreamPolicy;
import org.terrainexplorer.render.world.fly.ViewFrustum;
import org.terrainexplorer.render.world.mesh.ChunkMesher;
import org.terrainexplorer.render.world.mesh.Cuts;
import org.terrainexplorer.render.world.mesh.PaletteTexture;
import org.terrainexplorer.ui.common.FittingLabel;
import org.terrainexplorer.world.chunk.ChunkData;
import org.terrainexplorer.world.chunk.ChunkPos;

/**
 * The world in 3D, to fly through: a JavaFX {@link SubScene} with a perspective camera over the chunks around it,
 * streamed by a {@link MeshStreamer} from a {@link ChunkFeed} (generated and meshed on the pool, nearest and ahead
 * first, dropped behind), lit by the sun and the sky, fogged with distance, cut away above a level and along the
 * section line. Its toolbar ({@link FlyToolbar}) holds the controls; {@link FlyControls} the mouse and keys.
 *
 * <p>The FX thread only applies finished meshes (a few per frame), moves the camera, fogs and hides chunks. Where
 * JavaFX cannot draw 3D ({@link #supported()} false: no ES2 pipeline, as under Monocle or without
 * {@code -Dprism.forceGPU=true} on a software renderer) the view says so instead and does nothing.
 *
 * <p>What the window wires: {@link #setWorld} with each loaded world's feed, {@link #setActive} while the view is
 * shown, {@link #setSectionLine}, {@link #goTo} (double-click on the map), {@link #setOnExplain} (a click on a
 * block), {@link #poseProperty} (the map's marker), {@link #capture} (PNG export) and the cut properties.
 */
public final class FlyView extends BorderPane {

    /** The structure pieces' outlines, in block coordinates like the chunks. */
    private final Group outlines = new Group();

    /** The sky, which far chunks fog into. */
    static final int SKY_RGB = 0x9FC4E6;
    /** Changes applied at most per frame, and milliseconds spent on them at most. */
    private static final int CHANGES_PER_FRAME = 24;
    private static final long CHANGE_NANOS_PER_FRAME = 6_000_000L;
    /** Tiles of far chunks built again at most per frame. */
    private static final int TILES_PER_FRAME = 4;
    /** Points whose fog is brought up to date at most per frame. */
    private static final int FOG_POINTS_PER_FRAME = 16_000;

    private final FlyCamera camera = new FlyCamera(8, 140, 72);
    private final MeshStreamer streamer;
    private final ReadOnlyObjectWrapper<FlyCamera.Pose> pose = new ReadOnlyObjectWrapper<>(this, "pose");
    private final IntegerProperty viewDistance = new SimpleIntegerProperty(this, "viewDistance", 12);
    private final IntegerProperty cutY = new SimpleIntegerProperty(this, "cutY", Integer.MAX_VALUE);
    private final BooleanProperty cutAlongLine = new SimpleBooleanProperty(this, "cutAlongLine");
    private final BooleanProperty flying = new SimpleBooleanProperty(this, "flying");
    private final DoubleProperty speed = new SimpleDoubleProperty(this, "speed");
    private final FittingLabel status = new FittingLabel("");
    private Consumer<String> messages = m -> { };
    private final boolean supported;
    private double[] line = {0, 0, 0, 0};
    private Cuts cuts = Cuts.NONE;
    private ChunkFeed feed;
    private boolean active;
    private Consumer<int[]> onExplain = p -> { };
    private SubScene subScene;
    private final Affine cameraTransform = new Affine();
    private ChunkNodes nodes;
    private PaletteMaterial material;
    private AnimationTimer loop;
    private FlyControls keys;
    private FlyToolbar toolbar;
    private boolean cameraDirty = true;
    /** The last chunk that could not be meshed, for the status line; empty when none. */
    private String failure = "";
    /** A column gone to whose chunk was not at hand: {x, z}; null when none. */
    private int[] pendingTop;
    /** A block gone to whose chunk was not at hand: {x, y, z}; null when none. */
    private int[] pendingBlock;
    /** The top assumed for a column whose chunk is not at hand. */
    private static final int ASSUMED_TOP = 80;
    private final FrameCounter frames = new FrameCounter();
    /** Where the camera was at the last frame, for the direction and speed of flight. */
    private double lastX = Double.NaN;
    private double lastZ = Double.NaN;
    /** Blocks the camera moved in the last frame (smoothed). */
    private double stride;

    /** Whether JavaFX can draw 3D here. */
    public static boolean supported() {
        return Platform.isSupported(ConditionalFeature.SCENE3D);
    }

    /**
     * @param executor    the shared pool, where meshes are made
     * @param parallelism how many meshes at once (the pool's threads)
     */
    public FlyView(Executor executor, int parallelism) {
        setId("fly-view");
        supported = supported();
        PaletteTexture texture = new PaletteTexture();
        // Meshes are handed to the pool from outside it: a job queued by a pool thread (a chunk arriving) would go
        // to that thread's own queue, behind the chunk source's loop it is running; from outside it queues as a
        // submission, which chunk sources step aside for after their current chunk.
        Executor outside = CompletableFuture.delayedExecutor(0, TimeUnit.MILLISECONDS, executor);
        streamer = new MeshStreamer(new ChunkMesher(texture), outside, parallelism, policy());
        streamer.setFailureListener((pos, e) -> Platform.runLater(() -> failure = " · chunk " + pos.x() + ", "
            + pos.z() + " could not be drawn: " + e));
        streamer.setPaused(true);
        status.setId("fly-status");
        status.getStyleClass().add("hint");
        pose.set(camera.pose());
        speed.set(camera.speed());
        speed.addListener((o, was, now) -> {
            if (camera.speed() != now.doubleValue()) {
                camera.setSpeed(now.doubleValue());
                if (camera.speed() != now.doubleValue()) {
                    speed.set(camera.speed());              // kept within 2 to 1000 blocks a second
                }
            }
        });
        if (!supported) {
            Label why = new Label("3D needs JavaFX's hardware pipeline (ES2), which is not available here"
                + " (under Xvfb start Java with -Dprism.forceGPU=true). The Diagram tab shows the isometric view.");
            why.setId("fly-unsupported");
            why.setWrapText(true);
            why.setPadding(new javafx.geometry.Insets(12));
            BorderPane.setAlignment(why, javafx.geometry.Pos.TOP_LEFT);
            setCenter(why);
            return;
        }
        material = new PaletteMaterial(texture, SKY_RGB);
        nodes = new ChunkNodes(material.material());
        toolbar = new FlyToolbar(this, camera, m -> messages.accept(m));
        setTop(toolbar.bar());
        setCenter(scene());
        setBottom(status);
        viewDistance.addListener(o -> streamer.setPolicy(policy()));
        cutY.addListener(o -> updateCuts());
        cutAlongLine.addListener(o -> updateCuts());
        loop = new AnimationTimer() {
            private long last;

            @Override
            public void handle(long now) {
                double seconds = last == 0 ? 0 : Math.min(0.1, (now - last) / 1e9);
                last = now;
                frame(now, seconds);
            }
        };
    }

    private Pane scene() {
        Group world = new Group();
        // The block frame (y up, z south) turned half a turn about x is JavaFX's (y down, z into the screen).
        world.getTransforms().add(new Rotate(180, Rotate.X_AXIS));
        PerspectiveCamera fxCamera = new PerspectiveCamera(true);
        fxCamera.setFieldOfView(camera.fieldOfView());
        fxCamera.setNearClip(0.1);
        fxCamera.setFarClip(4096);
        fxCamera.getTransforms().add(cameraTransform);
        // The sun high in the south-east: tops full, south faces 0.85, east 0.79, north and west the sky's 0.68.
        DirectionalLight sun = new DirectionalLight(Color.gray(0.37));
        sun.setDirection(new Point3D(-0.3, -1, -0.5));
        AmbientLight sky = new AmbientLight(Color.gray(0.68));
        world.getChildren().addAll(nodes.solids(), nodes.waters(), outlines, fxCamera, sun, sky);
        subScene = new SubScene(new Group(world), 10, 10, true, SceneAntialiasing.DISABLED);
        subScene.setId("fly-subscene");
        subScene.setCamera(fxCamera);
        subScene.setFill(Color.rgb(SKY_RGB >> 16, SKY_RGB >> 8 & 255, SKY_RGB & 255));
        Pane holder = new Pane(subScene);
        holder.setId("fly-scene");
        holder.setMinSize(50, 50);
        subScene.widthProperty().bind(holder.widthProperty());
        subScene.heightProperty().bind(holder.heightProperty());
        keys = new FlyControls(holder, camera, flying, () -> cameraDirty = true, () -> speed.set(camera.speed()),
            this::clicked);
        return holder;
    }

    // ------------------------------------------------------------------ what the window wires

    /**
     * Outlines boxes of blocks (structure pieces): each {minX, minY, minZ, maxX, maxY, maxZ} as its twelve edges, in
     * its colour; replaces those shown. Nothing where 3D is not supported (JavaFX would log a warning for each of
     * the bars, thousands for a village's pieces). On the FX thread.
     */
    public void setOutlines(java.util.List<int[]> boxes, java.util.List<Color> colours) {
        outlines.getChildren().clear();
        if (!supported) {
            return;
        }
        for (int i = 0; i < boxes.size(); i++) {
            int[] b = boxes.get(i);
            javafx.scene.paint.PhongMaterial m = new javafx.scene.paint.PhongMaterial(colours.get(i));
            m.setSpecularColor(Color.BLACK);
            double x0 = b[0];
            double y0 = b[1];
            double z0 = b[2];
            double x1 = b[3] + 1;
            double y1 = b[4] + 1;
            double z1 = b[5] + 1;
            for (double y : new double[] {y0, y1}) {
                for (double z : new double[] {z0, z1}) {
                    outlines.getChildren().add(edge(x0, y, z, x1 - x0, 0, 0, m));
                }
                for (double x : new double[] {x0, x1}) {
                    outlines.getChildren().add(edge(x, y, z0, 0, 0, z1 - z0, m));
                }
            }
            for (double x : new double[] {x0, x1}) {
                for (double z : new double[] {z0, z1}) {
                    outlines.getChildren().add(edge(x, y0, z, 0, y1 - y0, 0, m));
                }
            }
        }
    }

    /** A thin bar from (x, y, z) along one axis by (dx, dy, dz). */
    private static javafx.scene.shape.Box edge(double x, double y, double z, double dx, double dy, double dz,
                                               javafx.scene.paint.PhongMaterial m) {
        double t = 0.12;
        javafx.scene.shape.Box bar = new javafx.scene.shape.Box(Math.max(t, dx), Math.max(t, dy), Math.max(t, dz));
        bar.setTranslateX(x + dx / 2);
        bar.setTranslateY(y + dy / 2);
        bar.setTranslateZ(z + dz / 2);
        bar.setMaterial(m);
        return bar;
    }

    /** How many outline bars are shown (for tests). */
    public int outlineBars() {
        return outlines.getChildren().size();
    }

    /** Shows a world's chunks, replacing the meshes of the one shown in place, nearest first (null: none). */
    public void setWorld(ChunkFeed next) {
        setWorld(next, true);
    }

    /**
     * Shows a world's chunks: with {@code replaceInPlace} the meshes of the world shown stay until replaced, nearest
     * first (an edit: the same place); without, they go at once (another world: a saved one opened or closed, whose
     * chunks must never show the other's caves).
     */
    public void setWorld(ChunkFeed next, boolean replaceInPlace) {
        feed = next;
        streamer.setFeed(next, replaceInPlace);
        if (!replaceInPlace && nodes != null) {
            nodes.clear();
        }
    }

    /** Streams and draws while active (the view is shown); paused otherwise. */
    public void setActive(boolean on) {
        active = on;
        if (!supported) {
            return;
        }
        streamer.setPaused(!on);
        if (on) {
            cameraDirty = true;
            loop.start();
        } else {
            loop.stop();
        }
    }

    /** The section line, {ax, az, bx, bz} in blocks, for the cut along it. */
    public void setSectionLine(double ax, double az, double bx, double bz) {
        line = new double[] {ax, az, bx, bz};
        updateCuts();
    }

    /** The world's height, for the cut's range: y from {@code minY} to {@code maxY} inclusive. */
    public void setHeightRange(int minY, int maxY) {
        if (toolbar != null) {
            toolbar.setHeightRange(minY, maxY);
        }
    }

    /**
     * Moves the camera to look at the top of the column at (x, z). If its chunk is not at hand the camera looks
     * at y {@value #ASSUMED_TOP} and rises or sinks with the column's top once the chunk comes.
     */
    public void goTo(int x, int z) {
        ChunkData c = feed == null ? null : feed.get(ChunkPos.ofBlock(x, z));
        camera.goTo(x, c == null ? ASSUMED_TOP : c.worldSurface(x & 15, z & 15), z);
        pendingTop = c == null ? new int[] {x, z} : null;
        cameraDirty = true;
        pose.set(camera.pose());
    }

    /** Where a refused value typed into the toolbar is said (the window's status bar). */
    public void setOnMessage(Consumer<String> action) {
        messages = action == null ? m -> { } : action;
    }

    /** The flying speed in blocks a second, 2 to 1000: the toolbar's slider and the wheel in fly mode. */
    public DoubleProperty speedProperty() {
        return speed;
    }

    /**
     * Moves the camera to look at a block (a double-click on the section): from behind and above it, or, for a block
     * closed off in a cave, from the cave's open air ({@link CaveView}). If the block's chunk is not at hand yet, the
     * camera goes to the usual place and moves into the cave once the chunk comes.
     */
    public void goToBlock(int x, int y, int z) {
        double[] e = feed == null ? null : CaveView.eye(feed::get, x, y, z);
        if (e != null) {
            camera.lookAt(new double[] {e[0], e[1], e[2]}, new double[] {e[3], e[4], e[5]});
            pendingBlock = null;
        } else {
            camera.goTo(x, y + 1, z);
            pendingBlock = feed == null || feed.get(ChunkPos.ofBlock(x, z)) == null ? new int[] {x, y, z} : null;
        }
        pendingTop = null;
        cameraDirty = true;
        pose.set(camera.pose());
    }

    /** Called with {x, y, z} of a block clicked in the view. */
    public void setOnExplain(Consumer<int[]> action) {
        onExplain = action == null ? p -> { } : action;
    }

    /** The camera's place and heading, updated while it moves (about ten times a second). */
    public ReadOnlyObjectProperty<FlyCamera.Pose> poseProperty() {
        return pose.getReadOnlyProperty();
    }

    /** The view distance in chunks, 2 to 32. */
    public IntegerProperty viewDistanceProperty() {
        return viewDistance;
    }

    /** The highest y drawn (the cut-away above it); {@link Integer#MAX_VALUE} for none. */
    public IntegerProperty cutYProperty() {
        return cutY;
    }

    /** Whether the side of the section line where the camera is is cut away. */
    public BooleanProperty cutAlongLineProperty() {
        return cutAlongLine;
    }

    /** Fly mode (drag looks) rather than orbit mode (drag turns around the point ahead). */
    public BooleanProperty flyingProperty() {
        return flying;
    }

    /** The view as it is drawn now, or null where 3D is not supported. */
    public WritableImage capture() {
        return supported ? subScene.snapshot(null, null) : null;
    }

    /** The camera (for tests and instrumented runs). */
    public FlyCamera camera() {
        return camera;
    }

    /** Marks the camera moved by a caller, so the next frame follows it. */
    public void cameraMoved() {
        cameraDirty = true;
    }

    /** The streamer's counters (for the status line, tests and instrumented runs). */
    public MeshStreamer.Stats stats() {
        return streamer.stats();
    }

    /** Frames drawn per second, over the last half second. */
    public double framesPerSecond() {
        return frames.perSecond();
    }

    /** Whether 3D is drawn here. */
    public boolean isSupported() {
        return supported;
    }

    /** Stops streaming for good. */
    public void dispose() {
        if (loop != null) {
            loop.stop();
        }
        streamer.close();
    }

    // ------------------------------------------------------------------ frames

    /** The levels of detail for the view's distance, cut and speed ({@link StreamPolicy#forView}). */
    private StreamPolicy policy() {
        return StreamPolicy.forView(viewDistance.get(), cutY.get() != Integer.MAX_VALUE || cutAlongLine.get(), fast);
    }

    /** Whether the view is flying fast ({@link StreamPolicy#fastAfter}). */
    private boolean fast;

    /** Once the chunk of a column gone to without its chunk at hand comes, moves the camera with its top. */
    private void settleGoTo() {
        if (pendingBlock != null && feed != null && feed.get(ChunkPos.ofBlock(pendingBlock[0], pendingBlock[2]))
            != null) {
            int[] b = pendingBlock;
            pendingBlock = null;
            goToBlock(b[0], b[1], b[2]);
        }
        ChunkData c = pendingTop == null || feed == null ? null : feed.get(ChunkPos.ofBlock(pendingTop[0],
            pendingTop[1]));
        if (c != null) {
            int top = c.worldSurface(pendingTop[0] & 15, pendingTop[1] & 15);
            camera.moveTo(camera.x(), camera.y() + top - ASSUMED_TOP, camera.z());
            pendingTop = null;
            cameraDirty = true;
        }
    }

    private void updateCuts() {
        Cuts c = Cuts.above(cutY.get());
        if (cutAlongLine.get()) {
            c = c.withLine(line[0], line[1], line[2], line[3], camera.x(), camera.z());
        }
        if (!c.equals(cuts)) {
            boolean wasCut = !cuts.equals(Cuts.NONE);
            cuts = c;
            streamer.setCuts(c);
            if (wasCut != !c.equals(Cuts.NONE)) {
                streamer.setPolicy(policy());
            }
        }
    }

    private void frame(long now, double seconds) {
        settleGoTo();
        boolean moved = cameraDirty;
        if (flyingKeys(seconds)) {
            moved = true;
        }
        double dx = Double.isNaN(lastX) ? 0 : camera.x() - lastX;
        double dz = Double.isNaN(lastZ) ? 0 : camera.z() - lastZ;
        lastX = camera.x();
        lastZ = camera.z();
        double step = Math.hypot(dx, dz);
        stride = stride * 0.5 + step * 0.5;
        double blocksPerSecond = seconds > 0 ? stride / seconds : 0;
        if (StreamPolicy.fastAfter(fast, blocksPerSecond) != fast) {
            fast = !fast;
            streamer.setPolicy(policy());
        }
        if (moved) {
            cameraDirty = false;
            nodes.follow(camera.x(), camera.z());
            placeCamera();
            // Chunks stream ahead in the direction of flight (which is the heading, unless flying backward or
            // sideways), and further ahead the faster the camera goes.
            double heading = step > 0.5 ? Math.toDegrees(Math.atan2(dx, -dz)) : camera.yaw();
            streamer.update(camera.x(), camera.z(), heading, seconds > 0 ? step / seconds : 0);
            if (cutAlongLine.get()) {
                // The cut follows the camera to whichever side of the line it is on.
                updateCuts();
            }
        }
        long start = System.nanoTime();
        int applied = 0;
        double view = viewDistance.get() * 16.0;
        while (applied < CHANGES_PER_FRAME && System.nanoTime() - start < CHANGE_NANOS_PER_FRAME
            && streamer.drain(c -> nodes.apply(c, camera.x(), camera.z(), view), 1) == 1) {
            applied++;
        }
        nodes.rebuildTiles(TILES_PER_FRAME, camera.x(), camera.z(), view);
        material.refresh();
        double aspect = subScene.getWidth() / Math.max(1, subScene.getHeight());
        // Flying fast, more of the chunks' fog is brought up to date a frame, and it is set for where the camera is
        // about to be: out of date, it shows the terrain a little clear rather than the sky.
        int fogBudget = (int) Math.min(FOG_POINTS_PER_FRAME * 4L, FOG_POINTS_PER_FRAME * (1 + stride / 8));
        nodes.update(camera.x(), camera.z(), new ViewFrustum(camera, aspect), view, fogBudget, stride * 2);
        frames.frame(now);
        if (frames.tick(now)) {
            pose.set(camera.pose());
            status.setTexts(statusTexts());
        }
    }

    private boolean flyingKeys(double seconds) {
        return keys != null && keys.step(seconds);
    }

    private void placeCamera() {
        double[] r = camera.right();
        double[] u = camera.up();
        double[] f = camera.forward();
        double ox = nodes.originX();
        double oz = nodes.originZ();
        // Columns: where the camera's x (right), y (down on screen) and z (ahead) go in the block frame.
        cameraTransform.setToTransform(r[0], -u[0], f[0], camera.x() - ox,
            r[1], -u[1], f[1], camera.y(),
            r[2], -u[2], f[2], camera.z() - oz);
    }

    private void clicked(double x, double y, int count) {
        if (feed == null) {
            return;
        }
        double[] dir = camera.ray(x, y, subScene.getWidth(), subScene.getHeight());
        int[] hit = BlockPicker.pick(feed::get, cuts, camera.x(), camera.y(), camera.z(), dir,
            viewDistance.get() * 16.0 + 64);
        if (hit == null) {
            return;
        }
        if (count == 2) {
            goToBlock(hit[0], hit[1], hit[2]);
        } else {
            onExplain.accept(hit);
        }
    }

    /**
     * The status line, longest first: everything, then without the mouse's help, then the essentials; the view's
     * width picks the first that fits (never cut with an ellipsis), the tooltip has the whole.
     */
    private String[] statusTexts() {
        MeshStreamer.Stats s = streamer.stats();
        String chunks = String.format(Locale.ROOT, "%d chunks shown, %d wanted%s", s.shown(), s.wanted(),
            s.settled() ? "" : " (" + (s.meshing() + s.ready() + s.waiting()) + " to come)");
        String place = String.format(Locale.ROOT, "x %.0f y %.0f z %.0f, heading %.0f°", camera.x(), camera.y(),
            camera.z(), camera.yaw());
        String numbers = String.format(Locale.ROOT, "%d views · %.0f MB · %.0f fps", nodes.views(),
            s.bytes() / 1048576.0, frames.perSecond());
        String help = flying.get() ? "fly: drag to look, WASD, space, shift, wheel: speed"
            : "orbit: drag to turn, right-drag to pan, wheel to zoom, WASD to fly; click: explain";
        return new String[] {chunks + " · " + numbers + " · " + place + " · " + help + failure,
            chunks + " · " + numbers + " · " + place + failure,
            String.format(Locale.ROOT, "%d shown · %.0f fps · x %.0f y %.0f z %.0f", s.shown(),
                frames.perSecond(), camera.x(), camera.y(), camera.z())};
    }

    /** Counts frames; says twice a second that it is time to refresh the status. */
    private static final class FrameCounter {
        private long windowStart;
        private int count;
        private double perSecond;
        private long lastTick;

        void frame(long now) {
            if (windowStart == 0) {
                windowStart = now;
            }
            count++;
            if (now - windowStart >= 500_000_000L) {
                perSecond = count * 1e9 / (now - windowStart);
                count = 0;
                windowStart = now;
            }
        }

        boolean tick(long now) {
            if (now - lastTick >= 100_000_000L) {
                lastTick = now;
                return true;
            }
            return false;
        }

        double perSecond() {
            return perSecond;
        }
    }
}
