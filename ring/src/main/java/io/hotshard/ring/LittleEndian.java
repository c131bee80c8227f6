package io.hotshard.ring;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Little-endian reads from a byte array or from an ASCII string, whose chars are its UTF-8 bytes, so
 * the non-cryptographic hashes can read a key without encoding it into a new array.
 */
final class LittleEndian {

    private static final VarHandle LONG_LE = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle INT_LE = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);

    private LittleEndian() {
    }

    /** True if every char is below 0x80, i.e. the string's UTF-8 bytes are its chars. */
    static boolean isAscii(String text) {
        int bits = 0;
        for (int i = 0; i < text.length(); i++) {
            bits |= text.charAt(i);
        }
        return bits < 0x80;
    }

    static long long64(byte[] bytes, int i) {
        return (long) LONG_LE.get(bytes, i);
    }

    static long long64(String ascii, int i) {
        return ascii.charAt(i)
                | (long) ascii.charAt(i + 1) << 8
                | (long) ascii.charAt(i + 2) << 16
                | (long) ascii.charAt(i + 3) << 24
                | (long) ascii.charAt(i + 4) << 32
                | (long) ascii.charAt(i + 5) << 40
                | (long) ascii.charAt(i + 6) << 48
                | (long) ascii.charAt(i + 7) << 56;
    }

    /** Four bytes as an unsigned number. */
    static long int32(byte[] bytes, int i) {
        return (int) INT_LE.get(bytes, i) & 0xFFFF_FFFFL;
    }

    /** Four chars as an unsigned number. */
    static long int32(String ascii, int i) {
        return ascii.charAt(i)
                | (long) ascii.charAt(i + 1) << 8
                | (long) ascii.charAt(i + 2) << 16
                | (long) ascii.charAt(i + 3) << 24;
    }

    /** One byte as an unsigned number. */
    static int byte8(byte[] bytes, int i) {
        return bytes[i] & 0xFF;
    }

    static int byte8(String ascii, int i) {
        return ascii.charAt(i);
    }
}
