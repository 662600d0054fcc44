package org.terrainexplorer.ui.world;

import java.nio.file.Path;
import java.util.Optional;
import javafx.stage.DirectoryChooser;
import javafx.stage.FileChooser;
import javafx.stage.Window;

/**
 * The questions the world mode asks: datapacks, preset and image files, errors; Minecraft world folders, whether
 * to replace one, and the chunks or blocks a save or an export takes. Tests answer them in code. The questions
 * about worlds have defaults built on the first three (a folder chooser, no replacing, the suggestion unchanged),
 * so an implementation written before them still answers.
 */
public interface WorldDialogs {

    /** A datapack: a folder ({@code folder} true) or a zip. */
    Optional<Path> chooseDatapack(Window owner, boolean folder);

    /** A file to save to, with an extension such as {@code png} or {@code json}. */
    Optional<Path> chooseSave(Window owner, String title, String suggestedName, String description, String extension);

    /** Reports a failure. */
    void error(Window owner, String title, String message);

    /** A Minecraft world folder to open (the folder holding {@code level.dat}). */
    default Optional<Path> chooseWorld(Window owner) {
        return chooseDatapack(owner, true);
    }

    /** A world's level.dat or a .zip of a world, or empty to cancel. */
    default Optional<Path> chooseWorldFile(Window owner) {
        return Optional.empty();
    }

    /** The folder to save a Minecraft world as (it need not exist yet). */
    default Optional<Path> chooseWorldTarget(Window owner, String suggestedName) {
        return chooseSave(owner, "Save region as Minecraft world", suggestedName, "Minecraft world folders", "");
    }

    /** Asks yes or no; no by default, so nothing is replaced unless the user says so. */
    default boolean confirm(Window owner, String title, String message) {
        return false;
    }

    /**
     * The chunks to save, starting from a suggestion, or empty to cancel.
     *
     * @param check the fault of a range in words, or null when it will do
     */
    default Optional<ChunkRange> editChunkRange(Window owner, ChunkRange suggested,
                                                java.util.function.Function<ChunkRange, String> check) {
        return Optional.of(suggested);
    }

    /**
     * The blocks to export, starting from a suggestion, or empty to cancel.
     *
     * @param check the fault of a box in words, or null when it will do
     */
    default Optional<BlockBox> editBox(Window owner, String title, BlockBox suggested,
                                       java.util.function.Function<BlockBox, String> check) {
        return Optional.of(suggested);
    }

    /** The native dialogs. */
    static WorldDialogs native_() {
        return new WorldDialogs() {
            @Override
            public Optional<Path> chooseDatapack(Window owner, boolean folder) {
                if (folder) {
                    DirectoryChooser chooser = new DirectoryChooser();
                    chooser.setTitle("Open a datapack folder");
                    return Optional.ofNullable(chooser.showDialog(owner)).map(java.io.File::toPath);
                }
                FileChooser chooser = new FileChooser();
                chooser.setTitle("Open a datapack zip");
                chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("Datapacks", "*.zip"));
                return Optional.ofNullable(chooser.showOpenDialog(owner)).map(java.io.File::toPath);
            }

            @Override
            public Optional<Path> chooseSave(Window owner, String title, String suggestedName, String description,
                                             String extension) {
                FileChooser chooser = new FileChooser();
                chooser.setTitle(title);
                chooser.setInitialFileName(suggestedName);
                chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(description, "*." + extension));
                return Optional.ofNullable(chooser.showSaveDialog(owner)).map(java.io.File::toPath);
            }

            @Override
            public Optional<Path> chooseWorld(Window owner) {
                DirectoryChooser chooser = new DirectoryChooser();
                chooser.setTitle("Open a Minecraft world (the folder with level.dat)");
                Path saves = minecraftSaves();
                if (saves != null) {
                    chooser.setInitialDirectory(saves.toFile());
                }
                return Optional.ofNullable(chooser.showDialog(owner)).map(java.io.File::toPath);
            }

            @Override
            public Optional<Path> chooseWorldFile(Window owner) {
                FileChooser chooser = new FileChooser();
                chooser.setTitle("Open a Minecraft world: its level.dat, or a .zip of it");
                chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("Minecraft worlds",
                    "level.dat", "*.zip"));
                Path saves = minecraftSaves();
                if (saves != null) {
                    chooser.setInitialDirectory(saves.toFile());
                }
                return Optional.ofNullable(chooser.showOpenDialog(owner)).map(java.io.File::toPath);
            }

            @Override
            public Optional<Path> chooseWorldTarget(Window owner, String suggestedName) {
                FileChooser chooser = new FileChooser();
                chooser.setTitle("Save region as Minecraft world: name the new world folder");
                chooser.setInitialFileName(suggestedName);
                Path saves = minecraftSaves();
                if (saves != null) {
                    chooser.setInitialDirectory(saves.toFile());
                }
                return Optional.ofNullable(chooser.showSaveDialog(owner)).map(java.io.File::toPath);
            }

            @Override
            public boolean confirm(Window owner, String title, String message) {
                javafx.scene.control.Alert alert = new javafx.scene.control.Alert(
                    javafx.scene.control.Alert.AlertType.CONFIRMATION, message, javafx.scene.control.ButtonType.YES,
                    javafx.scene.control.ButtonType.NO);
                alert.setTitle(title);
                alert.setHeaderText(title);
                alert.initOwner(owner);
                return alert.showAndWait().filter(b -> b == javafx.scene.control.ButtonType.YES).isPresent();
            }

            @Override
            public Optional<ChunkRange> editChunkRange(Window owner, ChunkRange suggested,
                                                       java.util.function.Function<ChunkRange, String> check) {
                int[] v = {suggested.from().x(), suggested.from().z(), suggested.to().x(), suggested.to().z()};
                return CoordinatesDialog.ask(owner, "Save region as Minecraft world", "The chunks to save (chunk "
                        + "coordinates: block / 16), both corners included", java.util.List.of("From chunk x, z",
                        "To chunk x, z"), 2, v, n -> check.apply(range(n)))
                    .map(n -> range(n));
            }

            @Override
            public Optional<BlockBox> editBox(Window owner, String title, BlockBox suggested,
                                              java.util.function.Function<BlockBox, String> check) {
                int[] v = {suggested.minX(), suggested.minY(), suggested.minZ(), suggested.maxX(), suggested.maxY(),
                    suggested.maxZ()};
                return CoordinatesDialog.ask(owner, title, "The blocks to export, both corners included",
                        java.util.List.of("From block x, y, z", "To block x, y, z"), 3, v, n -> check.apply(box(n)))
                    .map(n -> box(n));
            }

            private ChunkRange range(int[] n) {
                return new ChunkRange(new org.terrainexplorer.world.chunk.ChunkPos(n[0], n[1]),
                    new org.terrainexplorer.world.chunk.ChunkPos(n[2], n[3]));
            }

            private BlockBox box(int[] n) {
                return BlockBox.between(n[0], n[1], n[2], n[3], n[4], n[5]);
            }

            /** The game's saves folder, if it is where the launcher puts it. */
            private Path minecraftSaves() {
                String home = System.getProperty("user.home");
                String appData = System.getenv("APPDATA");
                for (Path p : new Path[] {appData == null ? null : Path.of(appData, ".minecraft", "saves"),
                    Path.of(home, ".minecraft", "saves"),
                    Path.of(home, "Library", "Application Support", "minecraft", "saves")}) {
                    if (p != null && java.nio.file.Files.isDirectory(p)) {
                        return p;
                    }
                }
                return null;
            }

            @Override
            public void error(Window owner, String title, String message) {
                javafx.scene.control.Alert alert = new javafx.scene.control.Alert(
                    javafx.scene.control.Alert.AlertType.ERROR, message);
                alert.setTitle(title);
                alert.setHeaderText(title);
                alert.initOwner(owner);
                alert.showAndWait();
            }
        };
    }
}
