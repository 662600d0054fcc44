/**
 * Density functions as the game defines them: one file per type (or family) with {@code compute(context)}, the
 * game's bounds ({@code minValue}/{@code maxValue}, which decide its short-cuts), a visitor ({@code mapAll}) that
 * rewrites a tree, cubic splines, and the noise router of every release (both forms of its surface slot).
 *
 * <p>Each type's file declares its {@link org.terrainexplorer.world.density.DensityType}: how it is read and written
 * (errors name the JSON path), how an arbitrary one is made for property tests, and optionally how it compiles.
 * {@link org.terrainexplorer.world.density.DensityTypes} lists every type once; the codec, the writer, the
 * compiler and the tests go by that list.
 *
 * <p>A parsed tree is the <em>inspectable</em> form: each node says its type, arguments and value at a
 * point. {@link org.terrainexplorer.world.density.compile} turns a bound tree into the compiled evaluator
 * that chunk generation runs; a type's compile hook uses that package's small public SPI ({@code Lowering},
 * {@code Kernel}, {@code Op}). Imports {@code world.noise}, {@code world.random}, {@code world.json} and that
 * SPI; no {@code javafx.*}, nothing of {@code world.gen}.
 */
package org.terrainexplorer.world.density;
