/**
 * Density functions as the game defines them: one small class per type (or family) with
 * {@code compute(context)}, the game's bounds ({@code minValue}/{@code maxValue}, which decide its
 * short-cuts), a visitor ({@code mapAll}) that rewrites a tree, cubic splines, the JSON codec with errors
 * that name the JSON path, and the noise router.
 *
 * <p>A parsed tree is the <em>inspectable</em> form: each node says its type, arguments and value at a
 * point. {@link org.terrainexplorer.world.density.compile} turns a bound tree into the compiled evaluator
 * that chunk generation runs. Imports {@code world.noise} and {@code world.random}; no {@code javafx.*}.
 */
package org.terrainexplorer.world.density;
