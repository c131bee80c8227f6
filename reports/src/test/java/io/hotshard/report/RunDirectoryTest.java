package io.hotshard.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.hotshard.report.analysis.RunAnalysis;
import io.hotshard.report.run.RunData;
import io.hotshard.report.run.RunDirectory;
import io.hotshard.report.run.RunFormatException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class RunDirectoryTest {

    @TempDir
    Path temp;

    private Path smallRun(String status) throws Exception {
        RunFixture fixture = new RunFixture();
        fixture.seconds = 4;
        fixture.keyedRate = 2000;
        fixture.fanoutPerSecond = 20;
        fixture.status = status;
        Path dir = temp.resolve(status);
        fixture.write(dir);
        return dir;
    }

    /** Leaves a file as an interrupted writer would: under its .part name, cut off inside the last line. */
    private static void interrupt(Path file, int cutChars) throws Exception {
        String text = Files.readString(file);
        Files.writeString(file.resolveSibling(file.getFileName() + ".part"), text.substring(0, text.length() - cutChars));
        Files.delete(file);
    }

    @Test
    void read_interruptedRun_readsPartFilesWithoutTheirTruncatedTail() throws Exception {
        Path dir = smallRun("incomplete");
        long complete = Files.readAllLines(dir.resolve("timeline.csv")).size() - 1;
        interrupt(dir.resolve("timeline.csv"), 5);
        interrupt(dir.resolve("shard-1.hlog"), 20);
        Files.delete(dir.resolve("router-fanout.hlog"));
        RunData run = RunDirectory.read(dir);
        assertThat(run.timeline()).hasSize((int) complete - 1);
        assertThat(run.shardTotal().get("shard-1").intervals()).hasSize(3);
        assertThat(run.routerFanout()).isEmpty();
        assertThat(run.notes()).contains(
                "timeline.csv was not finished; read what the interrupted writer left in timeline.csv.part",
                "router-fanout.hlog is not in the run directory");
        RunAnalysis analysis = ReportWriter.analyze(dir, ReportOptions.defaults());
        assertThat(analysis.fanout().present()).isFalse();
        assertThat(analysis.durationSeconds()).isEqualTo(4);
        List<Path> written = ReportWriter.write(dir, ReportOptions.defaults());
        assertThat(Files.readString(written.get(0))).contains("This run was interrupted before it finished");
    }

    @Test
    void analyze_rejectionsInTimeline_areCountedChartedAndBreakTheReconciliation() throws Exception {
        Path dir = smallRun("complete");
        List<String> lines = Files.readAllLines(dir.resolve("timeline.csv"));
        for (int i : new int[] {1, 5}) {
            lines.set(i, lines.get(i).replaceFirst("^(([^,]*,){4})0", "$17"));
        }
        Files.write(dir.resolve("timeline.csv"), lines);
        RunAnalysis analysis = ReportWriter.analyze(dir, ReportOptions.defaults());
        assertThat(analysis.saturation().totalRejections()).isEqualTo(14);
        assertThat(analysis.saturation().shards().get(0).rejections()).isEqualTo(14);
        assertThat(analysis.saturation().rejectionsPerSecond().y()).containsExactly(7, 7, 0, 0);
        assertThat(analysis.reconciliation().line()).endsWith("counts DO NOT match");
        String html = Files.readString(ReportWriter.write(dir, ReportOptions.defaults()).get(0));
        assertThat(html).contains("Rejections (queue full)", "14 requests were rejected across all shards");
    }

    @Test
    void read_completeRunWithoutTimeline_fails() throws Exception {
        Path dir = smallRun("complete");
        Files.delete(dir.resolve("timeline.csv"));
        assertThatThrownBy(() -> RunDirectory.read(dir)).isInstanceOf(RunFormatException.class)
                .hasMessageEndingWith("timeline.csv is missing or empty but run.json says the run is complete");
    }

    @Test
    void read_badNumberInTimeline_failsNamingLineColumnAndValue() throws Exception {
        Path dir = smallRun("complete");
        List<String> lines = Files.readAllLines(dir.resolve("timeline.csv"));
        lines.set(2, lines.get(2).replaceFirst("^(([^,]*,){6})[^,]*", "$1abc"));
        Files.write(dir.resolve("timeline.csv"), lines);
        assertThatThrownBy(() -> RunDirectory.read(dir))
                .hasMessage("timeline.csv line 3: utilisation must be a number but was 'abc'");
    }

    @Test
    void read_missingColumn_failsNamingIt() throws Exception {
        Path dir = smallRun("complete");
        String text = Files.readString(dir.resolve("router.csv")).replace("fanout_requests", "fanout");
        Files.writeString(dir.resolve("router.csv"), text);
        assertThatThrownBy(() -> RunDirectory.read(dir)).hasMessageStartingWith(
                "router.csv: column fanout_requests is missing from header second,requests,");
    }

    @Test
    void read_garbledHlog_failsNamingTheFile() throws Exception {
        Path dir = smallRun("complete");
        Files.writeString(dir.resolve("shard-2.hlog"), "#[BaseTime: 0.000 (seconds since epoch)]\n"
                + "0.000,1.000,1.0,notbase64!!\n");
        assertThatThrownBy(() -> RunDirectory.read(dir))
                .hasMessageStartingWith("shard-2.hlog: not a readable HdrHistogram interval log");
    }

    @Test
    void read_hlogNamedWithRepeatedPrefix_isFoundToo() throws Exception {
        Path dir = smallRun("complete");
        Files.move(dir.resolve("shard-3.hlog"), dir.resolve("shard-shard-3.hlog"));
        assertThat(RunDirectory.read(dir).shardTotal()).containsKey("shard-3");
    }

    @Test
    void read_missingDirectoryOrManifest_failsWithOneLine() throws Exception {
        assertThatThrownBy(() -> RunDirectory.read(temp.resolve("nope")))
                .hasMessageEndingWith("nope does not exist or is not a directory");
        Files.createDirectories(temp.resolve("empty"));
        assertThatThrownBy(() -> RunDirectory.read(temp.resolve("empty")))
                .hasMessageEndingWith("empty holds no run.json; is it a run directory?");
    }
}
