/**
 * What both modes of the window share: the number control (slider and typed field), the undo history, the Home
 * key of the mode shown and the style-class names.
 *
 * <p>Imports only JavaFX and {@code concurrent}; never {@code ui} or {@code ui.world}, which both use it.
 */
package org.terrainexplorer.ui.common;
