/**
 * The compiled evaluator: a bound density function tree turned into a {@link
 * org.terrainexplorer.world.density.compile.Program} of operations that each run over a batch of points with a
 * selection (only the points a branch needs), share common subexpressions, evaluate y-independent parts once
 * per column, and give the caching markers their meaning inside a chunk. Its values equal the tree's (a test
 * checks); it is what chunk generation and the world maps run.
 *
 * <p>A program is immutable and shared; all mutable state of an evaluation lives in a
 * {@link org.terrainexplorer.world.density.compile.Frame}, one per thread. No allocation per point.
 */
package org.terrainexplorer.world.density.compile;
