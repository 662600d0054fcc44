/**
 * The compiled evaluator: a bound density function tree turned into a {@link
 * org.terrainexplorer.world.density.compile.Program} of operations that each run over a batch of points with a
 * selection (only the points a branch needs), share common subexpressions, evaluate y-independent parts once
 * per column, and give the caching markers their meaning inside a chunk. Its values equal the tree's (a property
 * test checks every registered type); it is what chunk generation and the world maps run.
 *
 * <p>The operations live here by family ({@code ArithmeticOps}, {@code NoiseOps}, {@code SplineOp},
 * {@code ChunkOps}). Density types reach them through a small public SPI: a compile hook gets a
 * {@link org.terrainexplorer.world.density.compile.Lowering} (its children compiled, the families' operations)
 * and returns an {@link org.terrainexplorer.world.density.compile.Op}; a type whose computation none of them is
 * extends {@link org.terrainexplorer.world.density.compile.Kernel} in its own file.
 *
 * <p>A program is immutable and shared; all mutable state of an evaluation lives in a
 * {@link org.terrainexplorer.world.density.compile.Frame}, one per thread. No allocation per point. Imports
 * {@code world.density} and {@code world.noise}; no {@code javafx.*}.
 */
package org.terrainexplorer.world.density.compile;
