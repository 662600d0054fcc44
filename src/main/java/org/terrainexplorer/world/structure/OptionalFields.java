package org.terrainexplorer.world.structure;

import java.util.function.Function;
import org.terrainexplorer.world.json.DataException;
import org.terrainexplorer.world.json.JsonValue;

/**
 * The structure data's optional fields, read as the release's codecs read them (their {@code optionalFieldOf}).
 * Before 1.20.5 the game's codec library (DataFixerUpper 6) read a value it could not parse as if the field were
 * absent, so the field's default holds; from 1.20.5 (DataFixerUpper 7, optional fields strict) such a value
 * refuses the file. A value read as absent is noted with a warning naming the file, the path and why.
 */
public final class OptionalFields {

    private OptionalFields() {
    }

    /** Whether the release reads an optional field it cannot parse as absent (before 1.20.5). */
    public static boolean lenient(StructureCode code) {
        return !code.atLeast("1.20.5");
    }

    /**
     * An optional field of {@code object} read by {@code reader}, or null when it is absent, or when the release
     * is {@link #lenient} and {@code reader} refuses the value (then with a warning).
     *
     * @throws DataException from {@code reader}, from 1.20.5
     */
    public static <T> T read(JsonValue object, String field, StructureFiles files, Function<JsonValue, T> reader) {
        if (!object.has(field)) {
            return null;
        }
        JsonValue v = object.field(field);
        if (!lenient(files.code())) {
            return reader.apply(v);
        }
        try {
            return reader.apply(v);
        } catch (DataException e) {
            files.warn(v, "read as absent, as the game before 1.20.5 reads an optional field it cannot parse ("
                + e.problem() + ")");
            return null;
        }
    }
}
