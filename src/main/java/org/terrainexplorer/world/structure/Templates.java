package org.terrainexplorer.world.structure;

import java.io.IOException;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.terrainexplorer.world.json.DataException;

/**
 * The templates of one world, read from its packs when first asked for and kept: the game's
 * {@code StructureTemplateManager}, reduced to what generation reads. An id no pack has gives the empty template,
 * as in the game; a file that is not a template is refused with its name. Thread-safe.
 */
public final class Templates {

    /** Templates are small; a file larger than this is refused rather than read. */
    private static final long MAX_BYTES = 64L << 20;

    private final TemplateSource source;
    private final Map<String, Template> cache = new ConcurrentHashMap<>();

    public Templates(TemplateSource source) {
        this.source = source;
    }

    /** The template of an id ("minecraft:village/plains/houses/plains_small_house_1"): the empty one if missing. */
    public Template get(String id) {
        Template t = cache.get(id);
        if (t == null) {
            t = read(id);
            Template raced = cache.putIfAbsent(id, t);
            if (raced != null) {
                t = raced;
            }
        }
        return t;
    }

    /** Whether some pack has a file for the template. */
    public boolean exists(String id) {
        return !get(id).isEmpty() || source.find(id).isPresent();
    }

    private Template read(String id) {
        Optional<TemplateSource.Found> found = source.find(id);
        if (found.isEmpty()) {
            return Template.empty(id);
        }
        try {
            return parse(id, found.get().bytes());
        } catch (IOException | RuntimeException e) {
            throw new DataException(found.get().where(), "", "not a structure template: " + e.getMessage());
        }
    }

    /** Reads a template's size and jigsaw blocks from its gzipped NBT. */
    static Template parse(String id, byte[] gzipped) throws IOException {
        return TemplateNbt.parse(id, gzipped, MAX_BYTES);
    }

    /** A jigsaw's {@code orientation} ("north_up"): its front and its top. */
    static Direction[] orientation(String name) {
        int cut = name.indexOf('_');
        if (cut < 0) {
            throw new IllegalArgumentException("jigsaw orientation '" + name + "'");
        }
        return new Direction[] {Direction.byName(name.substring(0, cut)), Direction.byName(name.substring(cut + 1))};
    }
}
