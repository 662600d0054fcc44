package org.terrainexplorer.ui.common;

import javafx.event.EventHandler;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;

/**
 * Home (without modifiers) goes to a view's home wherever the focus is, except in a text field, where it moves the
 * caret: a focused slider or list would otherwise take it as "minimum" or "first item". The key is caught by a
 * filter on the scene of a node, and only while that node is in the scene: the window shows one mode at a time in
 * one scene, and the mode not shown must neither act on the key nor keep it from the mode shown.
 */
public final class HomeKey implements EventHandler<KeyEvent> {

    private final Node owner;
    private final Runnable home;

    private HomeKey(Node owner, Runnable home) {
        this.owner = owner;
        this.home = home;
    }

    /** Runs {@code home} on Home while {@code owner} is in a scene; returns the filter (for tests). */
    public static HomeKey install(Node owner, Runnable home) {
        HomeKey filter = new HomeKey(owner, home);
        owner.sceneProperty().addListener((o, was, now) -> {
            if (was != null) {
                was.removeEventFilter(KeyEvent.ANY, filter);
            }
            if (now != null) {
                now.addEventFilter(KeyEvent.ANY, filter);
            }
        });
        if (owner.getScene() != null) {
            owner.getScene().addEventFilter(KeyEvent.ANY, filter);
        }
        return filter;
    }

    @Override
    public void handle(KeyEvent e) {
        Scene scene = owner.getScene();
        if (scene == null || e.getCode() != KeyCode.HOME || e.isShortcutDown() || e.isShiftDown() || e.isAltDown()
            || e.isMetaDown() || scene.getFocusOwner() instanceof TextInputControl) {
            return;
        }
        // The release is consumed too: a slider acts on Home's release, not its press.
        if (e.getEventType() == KeyEvent.KEY_PRESSED) {
            home.run();
        }
        e.consume();
    }
}
