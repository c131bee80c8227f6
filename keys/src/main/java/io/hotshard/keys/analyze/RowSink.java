package io.hotshard.keys.analyze;

/** Receives what a reader finds in each row, candidate by candidate. */
interface RowSink {

    /** Candidate {@code c} has the value {@code b[off, off + len)} (UTF-8) in the current row. */
    void value(int c, byte[] b, int off, int len);

    /** Candidate {@code c} has no value in the current row. */
    void missing(int c);

    /** The row ending at line {@code line} (1-based) cannot be parsed. */
    void malformed(long line);
}
