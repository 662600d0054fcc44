/**
 * The game's random sources: Xoroshiro128++ with its seed expansion, the legacy linear congruential
 * generator ({@code java.util.Random}'s), positional forks ({@code at(x, y, z)}) and random sources named by
 * the MD5 (or, for the legacy source, {@code String.hashCode}) of an id.
 *
 * <p>Pure Java, no dependencies beyond {@code java.security.MessageDigest}; imports nothing else of the project.
 */
package org.terrainexplorer.world.random;
