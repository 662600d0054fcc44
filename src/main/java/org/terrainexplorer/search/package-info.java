/**
 * Seed search, headless, beside the session: a {@link org.terrainexplorer.search.SearchSpec} (JSON, versioned and
 * validated like presets) of a world and a tree of conditions; their staged evaluation, cheapest first and exact
 * last ({@link org.terrainexplorer.search.SeedEvaluator}: the 48-bit structure placement, then the climate, then the
 * exact terrain, structures and spawn); fixed work units over a seed range, an append-only
 * {@link org.terrainexplorer.search.Ledger} of finished units and a local runner on every core
 * ({@link org.terrainexplorer.search.LocalSearch}). A seed's result depends on (specification, seed) alone, so any
 * number of threads, and the Spark runner of the cluster module, give the same results.
 *
 * <p>Loads worlds through {@code session}; imports {@code world.*}, {@code io}, {@code concurrent} and
 * {@code session}; never {@code javafx.*}, {@code ui} or {@code cli} (the window and the command line drive it).
 */
package org.terrainexplorer.search;
