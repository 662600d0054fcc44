/**
 * The JavaFX window: one class per panel, built in code, bound to one view-model that holds the current
 * parameters as properties.
 *
 * <p>Only the FX thread touches nodes, and nothing here samples noise: images come finished from
 * {@code render}. Nothing outside this package imports {@code javafx.*}.
 */
package org.terrainexplorer.ui;
