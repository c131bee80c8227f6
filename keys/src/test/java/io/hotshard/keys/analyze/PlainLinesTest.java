package io.hotshard.keys.analyze;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/** The eight-bytes-at-a-time scanner finds the lines and hashes of a plain split, whatever the buffer size. */
final class PlainLinesTest {

    @Provide
    Arbitrary<byte[]> text() {
        // Newlines, carriage returns, bytes one bit from a newline, zero and UTF-8 bytes, in runs around eight long.
        return Arbitraries.of((byte) 'a', (byte) 'b', (byte) '\n', (byte) '\r', (byte) 0x0B, (byte) 0x8A, (byte) 0,
                (byte) 0xC3, (byte) 0xA9).array(byte[].class).ofMaxSize(80);
    }

    @Property(tries = 500, seed = "31")
    void scan_anyBytesAndBufferSize_sameLinesAndHashesAsASplit(@ForAll("text") byte[] text,
                                                                @ForAll @IntRange(min = 1, max = 24) int bufferBytes)
            throws IOException {
        List<String> lines = new ArrayList<>();
        List<Integer> hashes = new ArrayList<>();
        PlainLines.scan(new ByteArrayInputStream(text)::read, (b, offs, lens, h, n) -> {
            for (int j = 0; j < n; j++) {
                lines.add(Arrays.toString(Arrays.copyOfRange(b, offs[j], offs[j] + lens[j])));
                hashes.add(h[j]);
            }
        }, bufferBytes);

        List<String> expected = new ArrayList<>();
        List<Integer> expectedHashes = new ArrayList<>();
        for (byte[] line : split(text)) {
            expected.add(Arrays.toString(line));
            expectedHashes.add(KeyHash.hash(line, 0, line.length));
        }
        assertThat(lines).isEqualTo(expected);
        assertThat(hashes).isEqualTo(expectedHashes);
    }

    @Test
    void scan_moreThanABatchOfLines_everyLineOnce() throws IOException {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 3 * PlainLines.BATCH + 5; i++) {
            text.append("key").append(i).append('\n');
        }
        List<String> lines = new ArrayList<>();
        PlainLines.scan(new ByteArrayInputStream(text.toString().getBytes(StandardCharsets.US_ASCII))::read, (b, offs, lens, h, n) -> {
            for (int j = 0; j < n; j++) {
                lines.add(new String(b, offs[j], lens[j], StandardCharsets.US_ASCII));
            }
        }, 100);

        assertThat(lines).hasSize(3 * PlainLines.BATCH + 5).startsWith("key0", "key1").endsWith("key196");
    }

    /** Lines ended by \n, a \r before it dropped; the last line may lack its \n. */
    private static List<byte[]> split(byte[] text) {
        List<byte[]> lines = new ArrayList<>();
        int start = 0;
        for (int i = 0; i <= text.length; i++) {
            if (i == text.length && start == text.length) {
                break;
            }
            if (i == text.length || text[i] == '\n') {
                int end = i > start && text[i - 1] == '\r' ? i - 1 : i;
                lines.add(Arrays.copyOfRange(text, start, end));
                start = i + 1;
            }
        }
        return lines;
    }
}
