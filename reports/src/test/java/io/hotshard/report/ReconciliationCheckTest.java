package io.hotshard.report;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.hotshard.report.analysis.ReconciliationCheck;
import io.hotshard.report.analysis.ReconciliationCheck.Comparison;
import io.hotshard.report.analysis.ReconciliationCheck.Verdict;
import io.hotshard.report.run.RunDirectory;
import java.nio.file.Path;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class ReconciliationCheckTest {

    @TempDir
    Path temp;

    private ReconciliationCheck check(String name, Consumer<RunFixture> setup) throws Exception {
        RunFixture fixture = new RunFixture();
        fixture.seconds = 3;
        fixture.keyedRate = 1500;
        fixture.fanoutPerSecond = 10;
        setup.accept(fixture);
        fixture.write(temp.resolve(name));
        return ReconciliationCheck.of(RunDirectory.read(temp.resolve(name)));
    }

    @Test
    void of_consistentCounts_matches() throws Exception {
        ReconciliationCheck check = check("ok", f -> { });
        assertThat(check.verdict()).isEqualTo(Verdict.MATCH);
        assertThat(check.checks()).hasSize(4).allMatch(Comparison::holds);
    }

    @Test
    void of_generatorSentMoreThanRouterSaw_doesNotMatch() throws Exception {
        ReconciliationCheck check = check("lost", f -> f.generatorDelta = 5);
        assertThat(check.verdict()).isEqualTo(Verdict.MISMATCH);
        assertThat(check.checks().get(0).holds()).isFalse();
        assertThat(check.checks().get(0).description()).startsWith("generator sent " + check.generatorRequests());
        assertThat(check.line()).endsWith("counts DO NOT match");
    }

    @Test
    void of_routerCountsMoreThanShardsAndFailures_doesNotMatch() throws Exception {
        ReconciliationCheck check = check("leak", f -> f.reconciliationDelta = 3);
        assertThat(check.verdict()).isEqualTo(Verdict.MISMATCH);
        assertThat(check.checks()).filteredOn(c -> !c.holds()).extracting(Comparison::description)
                .anyMatch(d -> d.startsWith("router requests ")).anyMatch(d -> d.contains("does not match"));
    }

    @Test
    void of_manifestDisagreesWithTimeline_doesNotMatch() throws Exception {
        ReconciliationCheck check = check("drift", f -> f.extra = run -> {
            ObjectNode r = (ObjectNode) run.get("reconciliation");
            r.put("shardCompleted", r.get("shardCompleted").asLong() + 1);
            r.put("routerRequests", r.get("routerRequests").asLong() + 1);
        });
        assertThat(check.verdict()).isEqualTo(Verdict.MISMATCH);
        assertThat(check.checks()).filteredOn(c -> !c.holds()).extracting(Comparison::description)
                .singleElement().asString().startsWith("timeline.csv sums");
    }

    @Test
    void of_nothingRecorded_isUnknown() throws Exception {
        ReconciliationCheck check = check("bare", f -> {
            f.status = "running";
            f.extra = run -> run.remove("generator");
        });
        assertThat(check.verdict()).isEqualTo(Verdict.UNKNOWN);
        assertThat(check.line()).contains("generator: not recorded").endsWith("nothing to reconcile");
    }
}
