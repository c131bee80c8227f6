package io.hotshard.router.migrate;

import java.nio.charset.StandardCharsets;

/** Request paths and query values for keys: RFC 3986 percent-encoding of everything but unreserved characters. */
public final class KeyPaths {

    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    private KeyPaths() {
    }

    /** {@code /kv/<key>} with the key percent-encoded. */
    public static String kv(String key) {
        return "/kv/" + encode(key);
    }

    /** The UTF-8 bytes of {@code text}, unreserved characters kept and every other byte as {@code %XX}. */
    public static String encode(String text) {
        StringBuilder out = new StringBuilder(text.length() + 8);
        for (byte b : text.getBytes(StandardCharsets.UTF_8)) {
            char c = (char) (b & 0xFF);
            if (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || "-._~".indexOf(c) >= 0) {
                out.append(c);
            } else {
                out.append('%').append(HEX[(b >> 4) & 0xF]).append(HEX[b & 0xF]);
            }
        }
        return out.toString();
    }
}
