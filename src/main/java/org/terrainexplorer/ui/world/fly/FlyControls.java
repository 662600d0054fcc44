package org.terrainexplorer.ui.world.fly;

import java.util.EnumSet;
import javafx.beans.value.ObservableBooleanValue;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;
import org.terrainexplorer.render.world.fly.FlyCamera;

/**
 * The mouse and the keys on the 3D view, turned into calls on the {@link FlyCamera}:
 *
 * <ul>
 *   <li>orbit (the default): drag to turn around the point ahead, wheel to zoom, right- or middle-drag to pan;</li>
 *   <li>fly: drag to look, wheel to change speed, right-drag to pan;</li>
 *   <li>in both: W A S D (or the arrows) fly along the heading, space up and shift down, while held;</li>
 *   <li>a click asks what the block under the pointer is; a double-click orbits around it.</li>
 * </ul>
 */
final class FlyControls {

    private final FlyCamera camera;
    private final ObservableBooleanValue flying;
    private final Runnable changed;
    private final Runnable speedChanged;
    private final EnumSet<FlyCamera.Move> held = EnumSet.noneOf(FlyCamera.Move.class);
    private double lastX;
    private double lastY;

    /**
     * @param target   the node receiving the mouse and the keys (it takes the focus when pressed)
     * @param camera   the camera moved
     * @param flying   true in fly mode, false in orbit mode
     * @param changed  called after every change to the camera
     * @param speedChanged called after the wheel changed the flying speed
     * @param clicked  called with the pointer's (x, y) and the click count for clicks that did not drag
     */
    FlyControls(Node target, FlyCamera camera, ObservableBooleanValue flying, Runnable changed,
                Runnable speedChanged, ClickHandler clicked) {
        this.camera = camera;
        this.flying = flying;
        this.changed = changed;
        this.speedChanged = speedChanged;
        target.setFocusTraversable(true);
        target.addEventHandler(MouseEvent.MOUSE_PRESSED, e -> {
            lastX = e.getX();
            lastY = e.getY();
            target.requestFocus();
            // The view keeps the keyboard while the pointer works in it, as a game does: the press goes no further,
            // where the tab pane holding the view would take the focus (and its arrows would switch tabs).
            e.consume();
        });
        target.addEventHandler(MouseEvent.MOUSE_DRAGGED, e -> {
            double dx = e.getX() - lastX;
            double dy = e.getY() - lastY;
            lastX = e.getX();
            lastY = e.getY();
            dragged(e, dx, dy, target.getLayoutBounds().getHeight());
        });
        target.addEventHandler(ScrollEvent.SCROLL, e -> {
            double steps = e.getDeltaY() / 40;
            if (steps == 0) {
                return;
            }
            if (flying.get()) {
                camera.setSpeed(camera.speed() * Math.pow(1.2, steps));
                speedChanged.run();
            } else {
                camera.zoom(steps);
            }
            changed.run();
            e.consume();
        });
        target.addEventHandler(MouseEvent.MOUSE_CLICKED, e -> {
            if (e.getButton() == MouseButton.PRIMARY && e.isStillSincePress()) {
                clicked.click(e.getX(), e.getY(), e.getClickCount());
            }
        });
        target.addEventHandler(KeyEvent.KEY_PRESSED, e -> {
            FlyCamera.Move m = move(e.getCode());
            if (m != null) {
                held.add(m);
                e.consume();
            }
        });
        target.addEventHandler(KeyEvent.KEY_RELEASED, e -> {
            FlyCamera.Move m = move(e.getCode());
            if (m != null) {
                held.remove(m);
                e.consume();
            }
        });
        target.focusedProperty().addListener((o, was, now) -> {
            if (!now) {
                held.clear();
            }
        });
    }

    /** What a click does: (x, y) in the view's pixels, and 1 or 2 clicks. */
    @FunctionalInterface
    interface ClickHandler {
        void click(double x, double y, int count);
    }

    private void dragged(MouseEvent e, double dx, double dy, double height) {
        if (e.isSecondaryButtonDown() || e.isMiddleButtonDown()) {
            camera.pan(dx, dy, height);
        } else if (flying.get()) {
            camera.look(dx, dy);
        } else {
            camera.orbit(dx, dy);
        }
        changed.run();
    }

    /** Flies the camera for a frame of {@code seconds} with the keys held; true if it moved. */
    boolean step(double seconds) {
        if (held.isEmpty()) {
            return false;
        }
        camera.move(seconds, held);
        return true;
    }

    private static FlyCamera.Move move(KeyCode code) {
        return switch (code) {
            case W, UP -> FlyCamera.Move.FORWARD;
            case S, DOWN -> FlyCamera.Move.BACK;
            case A, LEFT -> FlyCamera.Move.LEFT;
            case D, RIGHT -> FlyCamera.Move.RIGHT;
            case SPACE -> FlyCamera.Move.UP;
            case SHIFT -> FlyCamera.Move.DOWN;
            default -> null;
        };
    }
}
