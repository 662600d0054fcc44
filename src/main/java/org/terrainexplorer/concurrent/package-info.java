/**
 * The one shared pool of daemon threads that renders, chunk generation and exports run on, and the latest-wins
 * loop that coalesces requests so at most one job runs and only the newest waiting request follows it.
 *
 * <p>Imports nothing of the project: every layer that does background work may use it. No {@code javafx.*}.
 */
package org.terrainexplorer.concurrent;
