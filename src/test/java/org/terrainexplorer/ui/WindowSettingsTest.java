package org.terrainexplorer.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import javafx.application.Platform;
import javafx.stage.Stage;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
@DisplayName("The window's settings")
class WindowSettingsTest {

    private final WindowSettings settings = WindowSettings.inMemory();
    private final TerrainExplorerApp app = new TerrainExplorerApp();
    private Stage stage;
    private ExplorerWindow window;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        settings.save(1000, 700, Theme.DARK);
        window = app.open(stage, settings).maps();
    }

    @Test
    @DisplayName("opens at the remembered size and theme, and remembers them when it closes")
    void remembersSizeAndTheme(FxRobot robot) {
        assertEquals(1000, stage.getWidth(), 1);
        assertEquals(Theme.DARK, window.themeProperty().get());
        robot.interact(() -> {
            stage.setWidth(900);
            stage.setHeight(650);
            window.themeProperty().set(Theme.LIGHT);
        });
        robot.interact(stage::hide);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(900, settings.width(), 1);
        assertEquals(650, settings.height(), 1);
        assertEquals(Theme.LIGHT, settings.theme());
        Platform.runLater(app::stop);
    }
}
