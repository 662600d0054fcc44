package org.terrainexplorer.ui.world.fly;

import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;
import javafx.scene.paint.Color;
import javafx.scene.paint.PhongMaterial;
import org.terrainexplorer.render.world.mesh.PaletteTexture;

/**
 * The one material every chunk is drawn with: the {@link PaletteTexture}'s diffuse texels (colours, water
 * see-through, fog rows) and its self-illumination texels (the fog's colour, and lava's glow). New slots (a new
 * block colour met by a mesher) are drawn into the same two images the next time {@link #refresh} sees them: a new
 * pair each time left the old ones' textures to be freed only when the garbage collector came to them.
 */
final class PaletteMaterial {

    private final PaletteTexture texture;
    private final PhongMaterial material = new PhongMaterial(Color.WHITE);
    private final int[] diffuse = new int[PaletteTexture.WIDTH * PaletteTexture.HEIGHT];
    private final int[] glow = new int[PaletteTexture.WIDTH * PaletteTexture.HEIGHT];
    private final WritableImage diffuseImage = new WritableImage(PaletteTexture.WIDTH, PaletteTexture.HEIGHT);
    private final WritableImage glowImage = new WritableImage(PaletteTexture.WIDTH, PaletteTexture.HEIGHT);
    private int fogRgb;
    private int drawnVersion = -1;

    PaletteMaterial(PaletteTexture texture, int fogRgb) {
        this.texture = texture;
        this.fogRgb = fogRgb;
        material.setSpecularColor(Color.BLACK);
        refresh();
        material.setDiffuseMap(diffuseImage);
        material.setSelfIlluminationMap(glowImage);
    }

    /** The material. */
    PhongMaterial material() {
        return material;
    }

    /** Draws the texture again if slots were added since it was last drawn. */
    void refresh() {
        int version = texture.version();
        if (version == drawnVersion) {
            return;
        }
        drawnVersion = version;
        texture.texels(fogRgb, diffuse, glow);
        draw(diffuseImage, diffuse);
        draw(glowImage, glow);
    }

    private static void draw(WritableImage image, int[] argb) {
        image.getPixelWriter().setPixels(0, 0, PaletteTexture.WIDTH, PaletteTexture.HEIGHT,
            PixelFormat.getIntArgbInstance(), argb, 0, PaletteTexture.WIDTH);
    }
}
