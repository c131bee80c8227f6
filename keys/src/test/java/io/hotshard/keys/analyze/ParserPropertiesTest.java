package io.hotshard.keys.analyze;

import static org.assertj.core.api.Assertions.assertThat;

import com.github.luben.zstd.ZstdOutputStream;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPOutputStream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.Size;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/** Whatever the values hold, every reader counts exactly what was written. */
final class ParserPropertiesTest {

    @Provide
    Arbitrary<String> values() {
        // Delimiters, quotes, line breaks, UTF-8 beyond the BMP, and empty values.
        return Arbitraries.of("a", "b", ",", ";", "\t", " ", "\"", "\r", "\n", "ç", "é", "€", "😀").list()
                .ofMaxSize(6).map(parts -> String.join("", parts));
    }

    @Provide
    Arbitrary<String> plainKeys() {
        return Arbitraries.of("a", "b", " ", "ç", "é", "€", "😀", "-", "0", "7", "9").list().ofMaxSize(6)
                .map(parts -> String.join("", parts));
    }

    @Property(tries = 200, seed = "21")
    void csv_quotedValuesWithDelimitersAndNewlines_countedExactly(
            @ForAll @Size(min = 1, max = 40) List<@net.jqwik.api.From("values") String> column) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (Writer w = new OutputStreamWriter(bytes, StandardCharsets.UTF_8);
             CSVPrinter csv = new CSVPrinter(w, CSVFormat.RFC4180)) {
            csv.printRecord("id", "key");
            for (int i = 0; i < column.size(); i++) {
                csv.printRecord(i, column.get(i));
            }
        }
        KeyStats stats = scan(InputFormat.CSV, bytes.toByteArray(), "key");

        assertCounts(stats, column);
    }

    @Property(tries = 200, seed = "22")
    void plain_utf8KeysWithCrlf_countedExactly(
            @ForAll @Size(min = 1, max = 40) List<@net.jqwik.api.From("plainKeys") String> keys) throws IOException {
        String text = String.join("\r\n", keys) + "\r\n";
        KeyStats stats = scan(InputFormat.PLAIN, text.getBytes(StandardCharsets.UTF_8), "key");

        assertCounts(stats, keys);
    }

    @Property(tries = 50, seed = "23")
    void compressed_gzipAndZstdRoundTrips_countLikeThePlainFile(
            @ForAll @Size(min = 1, max = 40) List<@net.jqwik.api.From("plainKeys") String> keys) throws IOException {
        Path dir = Files.createTempDirectory("hotshard-keys");
        byte[] text = (String.join("\n", keys) + "\n").getBytes(StandardCharsets.UTF_8);
        Path gz = dir.resolve("keys.txt.gz");
        Path zst = dir.resolve("keys.txt.zst");
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(gz))) {
            out.write(text);
        }
        try (OutputStream out = new ZstdOutputStream(Files.newOutputStream(zst))) {
            out.write(text);
        }
        for (Path p : List.of(gz, zst)) {
            Scan.Result result = new Scan(InputFormat.PLAIN, true, List.of(new Candidate("key", List.of("key"))),
                    1000, 2).run(List.of(p.toString()), InputStream.nullInputStream());
            assertCounts(result.stats().get(0), keys);
            Files.delete(p);
        }
        Files.delete(dir);
    }

    private static KeyStats scan(InputFormat format, byte[] input, String field) throws IOException {
        Scan.Result result = new Scan(format, true, List.of(new Candidate(field, List.of(field))), 1000, 1)
                .run(List.of("-"), new ByteArrayInputStream(input));
        assertThat(result.malformedRows()).isZero();
        return result.stats().get(0);
    }

    private static void assertCounts(KeyStats stats, List<String> written) {
        Map<String, Long> expected = new HashMap<>();
        long empty = 0;
        for (String v : written) {
            if (v.isEmpty()) {
                empty++;
            } else {
                expected.merge(v, 1L, Long::sum);
            }
        }
        Map<String, Long> counted = new HashMap<>();
        KeyTable table = stats.table();
        for (int e = 0; e < table.size(); e++) {
            counted.put(table.key(e), table.count(e));
        }
        assertThat(counted).isEqualTo(expected);
        assertThat(stats.missingCount()).isEqualTo(empty);
        assertThat(stats.requests()).isEqualTo(written.size() - empty);
    }

}
