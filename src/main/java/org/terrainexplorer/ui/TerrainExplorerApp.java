package org.terrainexplorer.ui;

import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;

/** The JavaFX application: opens the explorer window. */
public final class TerrainExplorerApp extends Application {

    /** Starts the toolkit and opens the window; returns when the window closes. */
    public static void launchWindow(String[] args) {
        Application.launch(TerrainExplorerApp.class, args);
    }

    @Override
    public void start(Stage stage) {
        stage.setTitle("Terrain Explorer");
        stage.setScene(new Scene(new StackPane(new Label("Terrain Explorer")), 1280, 800));
        stage.show();
    }
}
