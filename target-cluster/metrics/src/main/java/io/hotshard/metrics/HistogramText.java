package io.hotshard.metrics;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Base64;
import java.util.zip.DataFormatException;
import org.HdrHistogram.Histogram;

/** An HdrHistogram as text for JSON: its compressed encoding ({@link Histogram#encodeIntoCompressedByteBuffer}) in base64. */
public final class HistogramText {

    private HistogramText() {
    }

    /** The histogram's compressed encoding in base64. */
    public static String encode(Histogram histogram) {
        ByteBuffer buffer = ByteBuffer.allocate(histogram.getNeededByteBufferCapacity());
        int length = histogram.encodeIntoCompressedByteBuffer(buffer);
        return Base64.getEncoder().encodeToString(Arrays.copyOf(buffer.array(), length));
    }

    /** Decodes {@link #encode(Histogram)}'s text; fails naming {@code field} when it is not such a histogram. */
    public static Histogram decode(String text, String field) {
        try {
            return Histogram.decodeFromCompressedByteBuffer(ByteBuffer.wrap(Base64.getDecoder().decode(text)), 0);
        } catch (DataFormatException | IllegalArgumentException e) {
            throw new IllegalArgumentException(field + " is not a compressed HdrHistogram in base64", e);
        }
    }
}
