package org.terrainexplorer.ui.common;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Optional;

/**
 * Undo and redo of whole values (parameter sets). A gesture — one slider drag — records one step however
 * many values pass during it: the value before the gesture is pushed once, when it begins.
 *
 * @param <T> the immutable value whose history is kept
 */
public final class UndoHistory<T> {

    /** The most steps kept; older ones are forgotten. */
    public static final int LIMIT = 200;

    private final Deque<T> undo = new ArrayDeque<>();
    private final Deque<T> redo = new ArrayDeque<>();
    private boolean inGesture;
    private boolean gestureRecorded;

    /** Records that {@code before} is about to be replaced; call before each change. */
    public void record(T before) {
        if (inGesture) {
            if (gestureRecorded) {
                return;
            }
            gestureRecorded = true;
        }
        undo.push(before);
        if (undo.size() > LIMIT) {
            undo.removeLast();
        }
        redo.clear();
    }

    /** Starts a gesture: the changes until {@link #endGesture} make one step. */
    public void beginGesture() {
        inGesture = true;
        gestureRecorded = false;
    }

    /** Ends the current gesture. */
    public void endGesture() {
        inGesture = false;
        gestureRecorded = false;
    }

    /** The value to go back to from {@code current}, if any; {@code current} becomes redoable. */
    public Optional<T> undo(T current) {
        endGesture();
        if (undo.isEmpty()) {
            return Optional.empty();
        }
        redo.push(current);
        return Optional.of(undo.pop());
    }

    /** The value to go forward to from {@code current}, if any. */
    public Optional<T> redo(T current) {
        endGesture();
        if (redo.isEmpty()) {
            return Optional.empty();
        }
        undo.push(current);
        return Optional.of(redo.pop());
    }

    /** The value {@link #undo} would go back to, if any. */
    public Optional<T> peekUndo() {
        return Optional.ofNullable(undo.peek());
    }

    /** The value {@link #redo} would go forward to, if any. */
    public Optional<T> peekRedo() {
        return Optional.ofNullable(redo.peek());
    }

    public boolean canUndo() {
        return !undo.isEmpty();
    }

    public boolean canRedo() {
        return !redo.isEmpty();
    }
}
