/**
 * The 3D view's logic without JavaFX: the camera as a model ({@link org.terrainexplorer.render.world.fly.FlyCamera},
 * orbit and fly), what it sees ({@link org.terrainexplorer.render.world.fly.ViewFrustum}, fog levels), the streaming
 * policy (which chunks, in which order, at which level of detail, which go) and the streamer that runs it over a
 * {@link org.terrainexplorer.render.world.fly.ChunkFeed} and the pool, and picking the block under the pointer.
 * The JavaFX view ({@code ui.world.fly}) only shows what these decide, so tests cover them headless.
 *
 * <p>Imports {@code world.chunk}, {@code render.world.mesh} and {@code java.util.concurrent}; never
 * {@code javafx.*}, {@code ui} or {@code io}.
 */
package org.terrainexplorer.render.world.fly;
