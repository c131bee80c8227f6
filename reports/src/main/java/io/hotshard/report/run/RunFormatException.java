package io.hotshard.report.run;

/** A run directory that cannot be read: missing, or a file that breaks the run-directory contract. */
public final class RunFormatException extends RuntimeException {

    /** Creates the exception with a one-line message naming the file and what is wrong with it. */
    public RunFormatException(String message) {
        super(message);
    }

    /** Creates the exception with a one-line message and the failure that caused it. */
    public RunFormatException(String message, Throwable cause) {
        super(message, cause);
    }
}
