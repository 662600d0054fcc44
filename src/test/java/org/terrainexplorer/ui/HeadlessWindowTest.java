package org.terrainexplorer.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javafx.stage.Stage;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

@ExtendWith(ApplicationExtension.class)
@DisplayName("The window, headless on Monocle")
class HeadlessWindowTest {

    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        new TerrainExplorerApp().start(stage);
    }

    @Test
    @DisplayName("opens, titled Terrain Explorer")
    void opens() {
        assertTrue(stage.isShowing());
        assertEquals("Terrain Explorer", stage.getTitle());
    }
}
