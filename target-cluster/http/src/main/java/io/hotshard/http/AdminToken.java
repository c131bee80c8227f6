package io.hotshard.http;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.Optional;

/**
 * The shared secret that admin requests carry as {@code Authorization: Bearer <token>}, or none. Read from a file
 * ({@code --admin-token-file}) or the environment variable {@value #ENV}; compared in constant time. Its
 * {@link #toString()} never shows the secret.
 */
public final class AdminToken {

    /** Environment variable holding the token when no file is given. */
    public static final String ENV = "HOTSHARD_ADMIN_TOKEN";
    /** Shortest token accepted: a guessable secret protects nothing. */
    public static final int MIN_LENGTH = 16;
    /** Longest token accepted, so that it fits a request header with room to spare. */
    public static final int MAX_LENGTH = 1_024;
    private static final String SCHEME = "Bearer ";
    private static final AdminToken NONE = new AdminToken(null);

    private final byte[] expectedHeader;
    private final String authorization;

    private AdminToken(String secret) {
        this.authorization = secret == null ? null : SCHEME + secret;
        this.expectedHeader = authorization == null ? null : authorization.getBytes(StandardCharsets.US_ASCII);
    }

    /** No token: admin requests are not checked. */
    public static AdminToken none() {
        return NONE;
    }

    /** A token of printable ASCII without spaces, {@value #MIN_LENGTH} to {@value #MAX_LENGTH} characters. */
    public static AdminToken of(String secret) {
        if (secret == null) {
            throw new IllegalArgumentException("admin token must be given but was null");
        }
        if (secret.length() < MIN_LENGTH || secret.length() > MAX_LENGTH) {
            throw new IllegalArgumentException("admin token must be " + MIN_LENGTH + " to " + MAX_LENGTH
                    + " characters but had " + secret.length());
        }
        for (int i = 0; i < secret.length(); i++) {
            char c = secret.charAt(i);
            if (c <= ' ' || c > '~') {
                throw new IllegalArgumentException("admin token must be printable ASCII without spaces but had"
                        + " character " + (int) c + " at index " + i);
            }
        }
        return new AdminToken(secret);
    }

    /** The token in {@code file}, trailing line breaks and spaces removed; fails naming the file. */
    public static AdminToken fromFile(Path file) {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException | SecurityException e) {
            throw new IllegalArgumentException("admin token file " + file + " cannot be read: " + e.getMessage(), e);
        }
        try {
            return of(text.strip());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("admin token file " + file + ": " + e.getMessage(), e);
        }
    }

    /**
     * The token of {@code file} if given, else of {@code envValue} (the value of {@value #ENV}) if set and not
     * empty, else none.
     */
    public static AdminToken resolve(Path file, String envValue) {
        if (file != null) {
            return fromFile(file);
        }
        if (envValue != null && !envValue.isEmpty()) {
            try {
                return of(envValue.strip());
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(ENV + ": " + e.getMessage(), e);
            }
        }
        return NONE;
    }

    /** {@link #resolve(Path, String)} with this process's {@value #ENV}. */
    public static AdminToken resolve(Path file) {
        return resolve(file, System.getenv(ENV));
    }

    /** Whether a token is set. */
    public boolean present() {
        return expectedHeader != null;
    }

    /** The {@code Authorization} header value a client sends, if a token is set. */
    public Optional<String> authorization() {
        return Optional.ofNullable(authorization);
    }

    /**
     * Whether {@code header} (an {@code Authorization} value, may be null) carries this token. The comparison
     * takes the same time wherever the first differing byte is ({@link MessageDigest#isEqual}).
     */
    public boolean accepts(String header) {
        if (expectedHeader == null) {
            return true;
        }
        if (header == null) {
            return false;
        }
        return MessageDigest.isEqual(expectedHeader, header.getBytes(StandardCharsets.US_ASCII));
    }

    @Override
    public String toString() {
        return present() ? "AdminToken[set]" : "AdminToken[none]";
    }
}
