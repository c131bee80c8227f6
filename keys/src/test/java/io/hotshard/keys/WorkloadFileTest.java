package io.hotshard.keys;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

final class WorkloadFileTest {

    /** YCSB's workloads/workloada, comments dropped. */
    static final String WORKLOAD_A = """
            recordcount=1000
            operationcount=1000
            workload=site.ycsb.workloads.CoreWorkload
            readallfields=true
            readproportion=0.5
            updateproportion=0.5
            scanproportion=0
            insertproportion=0
            requestdistribution=zipfian
            """;

    private static Workload parse(String text) {
        Properties properties = new Properties();
        try {
            properties.load(new StringReader(text));
        } catch (IOException e) {
            throw new AssertionError(e);
        }
        return WorkloadFile.parse(properties);
    }

    @Test
    void parse_workloadA_readsTypedValuesAndYcsbDefaults() {
        Workload w = parse(WORKLOAD_A);
        assertThat(w.requestDistribution()).isEqualTo(KeyDistribution.ZIPFIAN);
        assertThat(w.recordCount()).isEqualTo(1000);
        assertThat(w.operationCount()).isEqualTo(1000);
        assertThat(w.mix()).isEqualTo(new OperationMix(0.5, 0.5, 0, 0, 0));
        assertThat(w.zipfianConstant()).isEqualTo(0.99);
        assertThat(w.insertOrder()).isEqualTo(InsertOrder.HASHED);
        assertThat(w.hotspot()).isEqualTo(HotspotOptions.DEFAULT);
        assertThat(w.keyOptions().scrambled()).isTrue();
    }

    @Test
    void keyGenerator_hashedZipfian_writesYcsbKeyNamesOfScrambledIds() {
        Workload w = parse(WORKLOAD_A);
        KeyGenerator keys = w.keyGenerator(KeyRandom.fromSeed(5));
        KeyGenerator ids = new ScrambledKeys(new ZipfianKeys(1000, 0.99, KeyRandom.fromSeed(5)), 1000);
        for (int i = 0; i < 100; i++) {
            assertThat(keys.nextKey()).isEqualTo("user" + Fnv1a64.ycsbHash(ids.nextId()));
        }
    }

    @Test
    void parse_orderedHotspotWithPadding_buildsPaddedHotspotKeys() {
        Workload w = parse("recordcount=100\noperationcount=10\nrequestdistribution=hotspot\n"
                + "hotspotdatafraction=0.1\nhotspotopnfraction=1.0\ninsertorder=ordered\nzeropadding=6\n");
        assertThat(w.keyGenerator(KeyRandom.fromSeed(1)).nextKey()).matches("user0000[0-9][0-9]")
                .isLessThan("user000010");
    }

    @Test
    void read_file_parsesLikeProperties(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("workloada"), "# YCSB\n" + WORKLOAD_A);
        assertThat(WorkloadFile.read(file)).isEqualTo(parse(WORKLOAD_A));
    }

    @Test
    void parse_unknownNames_failsNamingThem() {
        assertThatThrownBy(() -> parse(WORKLOAD_A + "readpropotion=0.5\nfoo=1\n"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("unknown workload properties [foo, readpropotion]; known: ");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "readproportion=abc | readproportion=abc is not a finite number",
        "readproportion=1.5 | readproportion=1.5 must be in [0, 1]",
        "updateproportion=0.6 | operation proportions must sum to <= 1 but read 0.5 + update 0.6",
        "recordcount=0 | recordcount must be >= 1 but was 0",
        "operationcount=-3 | operationcount must be >= 1 but was -3",
        "recordcount=12x | recordcount=12x is not an integer",
        "requestdistribution=pareto | requestdistribution=pareto is not supported; known: [exponential, hotspot",
        "requestdistribution=celebrity | requestdistribution=celebrity is not supported",
        "insertorder=random | unknown insert order 'random'; known: hashed, ordered",
        "zipfianconstant=1.2 | zipfianconstant must be in [0, 1) but was 1.2",
        "zipfianconstant=NaN | zipfianconstant=NaN is not a finite number",
        "hotspotdatafraction=-0.1 | hotspotdatafraction=-0.1 must be in [0, 1]",
        "insertstart=500 | insertstart=500 is not supported; only 0 is",
        "insertcount=10 | insertcount=10 is not supported; only recordcount (1000) is",
        "zeropadding=0 | zeropadding=0 must be in [1, 64]",
        "exponential.percentile=100 | exponential percentile must be in (0, 100) but was 100.0"})
    void parse_badValue_failsNamingKeyAndValue(String line, String message) {
        assertThatThrownBy(() -> parse(WORKLOAD_A + line + "\n")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(message);
    }

    @Test
    void parse_missingRecordCount_failsAsRequired() {
        assertThatThrownBy(() -> parse("operationcount=10\n")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("recordcount is required");
    }

    @Test
    void parse_hotSetEmptyForRecordCount_fails() {
        assertThatThrownBy(() -> parse("recordcount=10\noperationcount=10\nrequestdistribution=hotspot\n"
                + "hotspotdatafraction=0.05\n")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("empty hot set");
    }
}
