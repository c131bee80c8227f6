package io.hotshard.http;

import java.nio.charset.StandardCharsets;

/**
 * Request paths and query values for keys: RFC 3986 percent-encoding of everything but unreserved characters, so
 * that a key holding {@code /}, {@code ?}, {@code #}, {@code %} or a space reaches the router as one path segment
 * that decodes to the key itself.
 */
public final class KeyPaths {

    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    private KeyPaths() {
    }

    /** {@code /kv/<key>} with the key percent-encoded. */
    public static String kv(String key) {
        return "/kv/" + encode(key);
    }

    /**
     * The UTF-8 bytes of {@code text}, unreserved characters kept and every other byte as {@code %XX}; {@code text}
     * itself when it holds unreserved characters only.
     */
    public static String encode(String text) {
        if (unreservedOnly(text)) {
            return text;
        }
        StringBuilder out = new StringBuilder(text.length() + 16);
        for (byte b : text.getBytes(StandardCharsets.UTF_8)) {
            char c = (char) (b & 0xFF);
            if (unreserved(c)) {
                out.append(c);
            } else {
                out.append('%').append(HEX[(b >> 4) & 0xF]).append(HEX[b & 0xF]);
            }
        }
        return out.toString();
    }

    private static boolean unreservedOnly(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (!unreserved(text.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    private static boolean unreserved(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '.'
                || c == '_' || c == '~';
    }
}
