/**
 * The structure types other than jigsaw, each as the game generates it: its generation point and checks, and its
 * pieces as boxes. Imports {@code world.structure.*} and the world layers below it; no {@code javafx.*}.
 */
package org.terrainexplorer.world.structure.types;
