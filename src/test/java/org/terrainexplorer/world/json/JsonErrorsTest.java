package org.terrainexplorer.world.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

@DisplayName("Malformed JSON is reported in the user's terms")
class JsonErrorsTest {

    private static final ObjectMapper STRICT = JsonMapper.builder()
        .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS).build();

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
        "a list closed by a brace|{'a': [1,2}|not valid JSON at line 1, column 11: Unexpected close marker '}': "
            + "expected ']'",
        "a cut file|{'a': 1,\\n|not valid JSON at line 2, column 1: Unexpected end-of-input within/between Object "
            + "entries",
        "an open list at the end|[1|not valid JSON at line 1, column 3: Unexpected end-of-input: expected close "
            + "marker for Array",
        "a comment|{'a': 1 // c\\n}|not valid JSON at line 1, column 9: Unexpected character ('/' (code 47)): "
            + "maybe a (non-standard) comment?",
        "NaN|{'a': NaN}|not valid JSON at line 1, column 10: Non-standard token 'NaN'",
        "text after the document|{} {}|not valid JSON at line 1, column 4: more text after the end of the JSON value"})
    @DisplayName("the line, the column and the parser's words, without its location tail or feature names")
    void plain(String what, String json, String expected) {
        JsonProcessingException e = assertThrows(JsonProcessingException.class,
            () -> STRICT.readTree(json.replace('\'', '"').replace("\\n", "\n")));
        String message = JsonErrors.notValid(e);
        assertEquals(expected, message, what);
        assertFalse(message.contains("Source") || message.contains("Feature") || message.contains("`"), message);
    }
}
