package org.terrainexplorer.ui.world;

import static org.junit.jupiter.api.Assertions.assertEquals;

import javafx.geometry.VPos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;
import javafx.stage.Stage;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** A structure's icon is drawn without changing what the map draws after it. */
@ExtendWith(ApplicationExtension.class)
class StructureIconsTest {

    @Start
    void start(Stage stage) {
        // The toolkit only: the icons draw on canvases of their own.
    }

    @Test
    @DisplayName("an icon leaves the canvas's alignment, baseline, font, fill and line width as they were (a search "
        + "match's label drawn after it starts at its diamond, not centred over it)")
    void leavesStateAsItWas() throws Exception {
        WaitForAsyncUtils.asyncFx(() -> {
            GraphicsContext g = new Canvas(40, 40).getGraphicsContext2D();
            Font font = Font.font(11);
            g.setTextAlign(TextAlignment.LEFT);
            g.setTextBaseline(VPos.BASELINE);
            g.setFont(font);
            g.setFill(Color.web("#ffe27a"));
            g.setLineWidth(2);
            for (String kind : new String[] {"village", "desert_pyramid", "minecraft:some_datapack_thing"}) {
                StructureIcons.draw(g, kind, 20, 20);
                assertEquals(TextAlignment.LEFT, g.getTextAlign(), kind);
                assertEquals(VPos.BASELINE, g.getTextBaseline(), kind);
                assertEquals(font, g.getFont(), kind);
                assertEquals(Color.web("#ffe27a"), g.getFill(), kind);
                assertEquals(2.0, g.getLineWidth(), kind);
            }
        }).get();
    }
}
