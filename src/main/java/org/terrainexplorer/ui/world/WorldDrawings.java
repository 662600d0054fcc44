package org.terrainexplorer.ui.world;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.terrainexplorer.concurrent.LatestWins;
import org.terrainexplorer.concurrent.RenderPool;
import org.terrainexplorer.render.world.SectionRenderer;
import org.terrainexplorer.render.world.WorldLayer;
import org.terrainexplorer.render.world.WorldMapRenderer;
import org.terrainexplorer.render.world.WorldView;
import org.terrainexplorer.session.ColumnSection;
import org.terrainexplorer.session.DiagramDrawing;
import org.terrainexplorer.session.IsoSettings;
import org.terrainexplorer.session.LineDensity;
import org.terrainexplorer.session.MapDrawing;
import org.terrainexplorer.session.SectionLine;
import org.terrainexplorer.session.WorldChunks;

/**
 * The world mode's four drawings — the map, its overview, the section and the diagram — each asked for latest-wins
 * on the shared pool from the world shown now and handed to the FX thread whole. The {@link WorldEngine} decides
 * when (a load, a view change, chunks arriving); the session's drawing classes decide what.
 */
final class WorldDrawings {

    private record MapJob(WorldChunks chunks, WorldView view, WorldLayer layer, boolean grid, int biomeY) { }

    private record SectionJob(WorldChunks chunks, SectionLine line, SectionRenderer.Layer layer) { }

    private record IsoJob(WorldChunks chunks, IsoSettings settings, SectionLine line) { }

    private final WorldModel model;
    private final RenderPool pool;
    private final Supplier<WorldChunks> current;
    private final BooleanSupplier loadPending;
    private final BooleanSupplier followUpsWaiting;
    private final LineDensity lineDensity;
    private final LatestWins<MapJob> maps;
    private final LatestWins<SectionJob> sections;
    private final LatestWins<IsoJob> isos;
    private final LatestWins<MapJob> overviews;
    final ImageHandOver<WorldEngine.Image> mapHandOver = new ImageHandOver<>(this, "mapImage");
    final ImageHandOver<WorldEngine.Image> overviewHandOver = new ImageHandOver<>(this, "overviewImage");
    final ImageHandOver<WorldEngine.Image> sectionHandOver = new ImageHandOver<>(this, "sectionImage");
    final ImageHandOver<WorldEngine.Image> isoHandOver = new ImageHandOver<>(this, "isoImage");
    /** Whether a section was drawn since the engine last cleared this (after a load). */
    final AtomicBoolean sectionDrawn = new AtomicBoolean();

    /**
     * @param current          the world shown now
     * @param loadPending      whether a load is on its way (the views then draw what is cached and ask for nothing)
     * @param followUpsWaiting whether a load's follow-ups wait for the section (whole chunks are asked for then)
     */
    WorldDrawings(WorldModel model, RenderPool pool, Consumer<Throwable> failed, Supplier<WorldChunks> current,
                  BooleanSupplier loadPending, BooleanSupplier followUpsWaiting) {
        this.model = model;
        this.pool = pool;
        this.current = current;
        this.loadPending = loadPending;
        this.followUpsWaiting = followUpsWaiting;
        this.lineDensity = new LineDensity(pool);
        maps = new LatestWins<>(pool::execute, this::renderMap, failed);
        sections = new LatestWins<>(pool::execute, this::renderSection, failed);
        isos = new LatestWins<>(pool::execute, this::renderIso, failed);
        overviews = new LatestWins<>(pool::execute, this::renderOverview, failed);
    }

    /** Stops what is drawn of the world shown and drops what waits: it is being replaced. */
    void supersedeAll() {
        maps.supersede();
        sections.supersede();
        isos.supersede();
        overviews.supersede();
    }

    /** Asks for everything to be drawn again. */
    void requestAll() {
        requestSection();
        requestMap();
        requestIso();
        requestOverview();
    }

    /** Redraws the map with surfaces that arrived, after the redraw under way (which is left to finish). */
    void refreshMap(WorldChunks c) {
        maps.refresh(new MapJob(c, model.shownView().get(), model.layerProperty().get(),
            model.chunkGridProperty().get(), model.biomeYProperty().get()));
    }

    /** Redraws the section and the diagram with whole chunks that arrived, likewise. */
    void refreshWhole(WorldChunks c) {
        sections.refresh(new SectionJob(c, model.section(), model.sectionLayerProperty().get()));
        isos.refresh(new IsoJob(c, model.iso(), model.section()));
    }

    /** Asks for the map to be drawn again. */
    void requestMap() {
        WorldChunks c = current.get();
        if (c != null) {
            maps.submit(new MapJob(c, model.shownView().get(), model.layerProperty().get(),
                model.chunkGridProperty().get(), model.biomeYProperty().get()));
        }
    }

    private void renderMap(MapJob job, BooleanSupplier superseded) {
        long start = System.nanoTime();
        WorldView view = job.view();
        MapDrawing.Picture p = drawing(job.chunks(), () -> MapDrawing.draw(job.chunks(), view, job.layer(),
            new WorldMapRenderer.Style(job.grid(), 16, job.biomeY()), !loadPending.getAsBoolean(), pool,
            early -> mapHandOver.offer(image(early, view, start)), superseded));
        if (p != null) {
            mapHandOver.offer(image(p, view, start));
        }
    }

    /** Asks for the overview to be drawn again. */
    void requestOverview() {
        WorldChunks c = current.get();
        if (c != null) {
            overviews.submit(new MapJob(c, model.view(), WorldLayer.CLIMATE_BIOME, false, 0));
        }
    }

    private void renderOverview(MapJob job, BooleanSupplier superseded) {
        long start = System.nanoTime();
        MapDrawing.Picture p = drawing(job.chunks(), () -> MapDrawing.drawOverview(job.chunks(), job.view(), pool,
            superseded));
        if (p != null) {
            overviewHandOver.offer(image(p, MapDrawing.overview(job.view()), start));
        }
    }

    /** A drawing of a saved world fails when its world is closed under it: null then, if it is no longer shown. */
    private MapDrawing.Picture drawing(WorldChunks c, java.util.function.Supplier<MapDrawing.Picture> draw) {
        try {
            return draw.get();
        } catch (IllegalStateException closed) {
            if (current.get() != c) {
                return null;
            }
            throw closed;
        }
    }

    private static WorldEngine.Image image(MapDrawing.Picture p, WorldView view, long start) {
        return new WorldEngine.Image(p.argb(), p.width(), p.height(), view, (System.nanoTime() - start) / 1e6, p.complete());
    }

    /** Asks for the section to be drawn again. */
    void requestSection() {
        WorldChunks c = current.get();
        if (c != null) {
            sections.submit(new SectionJob(c, model.section(), model.sectionLayerProperty().get()));
            if (!followUpsWaiting.getAsBoolean()) {
                // (Right after a load the exact chunks are asked for with the follow-ups, once the preview is
                // drawn: until then both cores compute the line's density.)
                requestWholeChunks();
            }
        }
    }

    private void renderSection(SectionJob job, BooleanSupplier superseded) {
        long start = System.nanoTime();
        WorldChunks c = job.chunks();
        boolean density = job.layer() == SectionRenderer.Layer.DENSITY && c.saved() == null;
        ColumnSection data = new ColumnSection(job.line(), c, density,
            () -> lineDensity.of(c, job.line(), job.layer() == SectionRenderer.Layer.DENSITY, superseded));
        int[] argb = new int[data.width() * data.height()];
        SectionRenderer.render(data, job.layer(), c.seaLevel(), c.sky(), argb, superseded);
        sectionDrawn.set(true);
        sectionHandOver.offer(new WorldEngine.Image(argb, data.width(), data.height(), job.line(),
            (System.nanoTime() - start) / 1e6, data.complete()));
    }

    /** Asks for the diagram to be drawn again. */
    void requestIso() {
        WorldChunks c = current.get();
        if (c != null) {
            isos.submit(new IsoJob(c, model.iso(), model.section()));
            requestWholeChunks();
        }
    }

    private void renderIso(IsoJob job, BooleanSupplier superseded) {
        long start = System.nanoTime();
        DiagramDrawing.Picture p = DiagramDrawing.draw(job.chunks(), job.settings(), job.line(), superseded);
        isoHandOver.offer(new WorldEngine.Image(p.argb(), p.width(), p.height(), job.settings(),
            (System.nanoTime() - start) / 1e6, p.complete()));
    }

    /** Wants the whole chunks the section and the diagram show, nearest the section's centre first. */
    void requestWholeChunks() {
        WorldChunks c = current.get();
        if (c == null || loadPending.getAsBoolean()) {
            return;
        }
        SectionLine line = model.section();
        c.chunks().request(DiagramDrawing.wanted(model.iso(), line), (line.ax() + line.bx()) / 2.0,
            (line.az() + line.bz()) / 2.0);
    }

}
