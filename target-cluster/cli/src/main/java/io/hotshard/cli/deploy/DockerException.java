package io.hotshard.cli.deploy;

/** A Docker engine call that failed or timed out; its message is one line meant for the user. */
public final class DockerException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** A failure described by {@code message}. */
    public DockerException(String message) {
        super(message);
    }
}
