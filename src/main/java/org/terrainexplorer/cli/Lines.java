package org.terrainexplorer.cli;

/** Lines of standard input as editors write them. */
final class Lines {

    /** The byte-order mark some editors put before UTF-8 text; it is not part of the first line. */
    static final char BYTE_ORDER_MARK = '\uFEFF';

    private Lines() {
    }

    /** The first line without a byte-order mark in front. */
    static String withoutByteOrderMark(String first) {
        return !first.isEmpty() && first.charAt(0) == BYTE_ORDER_MARK ? first.substring(1) : first;
    }
}
