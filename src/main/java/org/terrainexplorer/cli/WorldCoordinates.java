package org.terrainexplorer.cli;

import org.terrainexplorer.world.chunk.ChunkPos;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Whole-number coordinate pairs and triples as the world commands take them, limited to the game's ±30,000,000. */
final class WorldCoordinates {

    static final int LIMIT = ChunkPos.BLOCK_LIMIT;

    private WorldCoordinates() {
    }

    /**
     * A coordinate of the right form beyond the world's limit: bad input (exit 1, as the commands' own range
     * checks), not a malformed command line, though picocli meets it while converting.
     */
    static final class OutOfRange extends TypeConversionException {
        private static final long serialVersionUID = 1L;

        OutOfRange(String message) {
            super(message);
        }
    }

    /** Two or three whole numbers, comma-separated, as typed. */
    record Ints(int[] values, String text) {
        int get(int i) {
            return values[i];
        }
    }

    /** One block coordinate. */
    static final class Single implements ITypeConverter<Integer> {
        @Override
        public Integer convert(String text) {
            return parse(text, 1, "-120")[0];
        }
    }

    static int[] parse(String text, int count, String example) {
        String[] parts = text.split(",", -1);
        if (parts.length != count) {
            throw new TypeConversionException(count == 1 ? "expected one whole number, such as " + example
                : "expected " + count + " whole numbers separated by commas, such as " + example);
        }
        int[] values = new int[count];
        for (int i = 0; i < count; i++) {
            try {
                long v = Long.parseLong(parts[i].strip());
                if (Math.abs(v) > LIMIT) {
                    throw new OutOfRange(parts[i].strip() + " is beyond the world's limit of ±" + LIMIT);
                }
                values[i] = (int) v;
            } catch (NumberFormatException e) {
                if (parts[i].strip().matches("[-+]?\\d+")) {
                    throw new OutOfRange(parts[i].strip() + " is beyond the world's limit of ±" + LIMIT);
                }
                throw new TypeConversionException("'" + parts[i].strip() + "' is not a whole number; expected "
                    + (count == 1 ? "one whole number" : count + " whole numbers") + " such as " + example);
            }
        }
        return values;
    }

    /** X,Z. */
    static final class Pair implements ITypeConverter<Ints> {
        @Override
        public Ints convert(String text) {
            return new Ints(parse(text, 2, "120,-64"), text);
        }
    }

    /** X,Y,Z. */
    static final class Triple implements ITypeConverter<Ints> {
        @Override
        public Ints convert(String text) {
            return new Ints(parse(text, 3, "0,64,0"), text);
        }
    }

    /** A chunk coordinate pair CX,CZ (a chunk is 16 blocks, so ±1,875,000). */
    static final class ChunkPair implements ITypeConverter<Ints> {
        @Override
        public Ints convert(String text) {
            int[] v = parse(text, 2, "-4,7");
            for (int c : v) {
                if (Math.abs(c) > LIMIT / 16) {
                    throw new OutOfRange(c + " is beyond the world's limit of ±" + LIMIT / 16 + " chunks");
                }
            }
            return new Ints(v, text);
        }
    }
}
