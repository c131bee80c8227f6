package io.hotshard.ring.experiment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.offset;

import io.hotshard.ring.HashAlgorithm;
import io.hotshard.ring.PartitionerKind;
import java.util.List;
import org.junit.jupiter.api.Test;

final class ExperimentsTest {

    @Test
    void seedDemo_defaults_reproducesThePublishedNumbers() {
        SeedDemo.Result result = SeedDemo.run(SeedDemo.Params.defaults());

        assertThat(result.rows()).extracting(SeedDemo.NodeRow::keys).containsExactly(24591L, 24377L, 24211L, 26821L);
        assertThat(result.movedByPartitioner()).isEqualTo(18936);
        assertThat(result.movedByModulo()).isEqualTo(79982);
        assertThat(result.movedByModuloPercent()).isEqualTo(79.982);
    }

    @Test
    void workedExample_published_sevenOfEightModuloOneOfEightRing() {
        WorkedExample.Result result = WorkedExample.run();

        assertThat(result.moduloMoved()).isEqualTo(7);
        assertThat(result.ringMoved()).isEqualTo(1);
        assertThat(result.rows()).extracting(WorkedExample.Row::moduloBefore)
                .containsExactly("3", "3", "2", "0", "3", "1", "0", "0");
        assertThat(result.rows()).extracting(WorkedExample.Row::moduloAfter)
                .containsExactly("3", "1", "3", "4", "1", "2", "4", "2");
        assertThat(result.rows()).extracting(WorkedExample.Row::ringBefore)
                .containsExactly("A", "B", "B", "C", "C", "D", "D", "A");
        assertThat(result.rows()).extracting(WorkedExample.Row::ringAfter)
                .containsExactly("A", "B", "B", "C", "C", "E", "D", "A");
        assertThat(result.rows().get(5)).isEqualTo(new WorkedExample.Row(37, "1", "2", true, "D", "E", true));
    }

    @Test
    void rebalanceSweep_ringAndModulo_moduloNearNMinusOneOverNRingNearOneOverN() {
        List<RebalanceSweep.Row> rows = RebalanceSweep.run(new RebalanceSweep.Params(5_000, "key:", HashAlgorithm.MD5,
                100, 2, 10, List.of(PartitionerKind.RING, PartitionerKind.MODULO)));

        assertThat(rows).hasSize(18);
        for (RebalanceSweep.Row row : rows) {
            double n = row.nodesAfter();
            if (row.kind() == PartitionerKind.MODULO) {
                assertThat(row.movedPercent()).isCloseTo(100 * (n - 1) / n, offset(3.0));
            } else {
                assertThat(row.movedPercent()).isBetween(row.idealPercent() * 0.6, row.idealPercent() * 1.4);
            }
        }
    }

    @Test
    void balanceSweep_vnodesAndOtherKinds_oneRowEachWithNeighboursOnlyForRings() {
        List<BalanceSweep.Row> rows = BalanceSweep.run(new BalanceSweep.Params(10, 10_000, "key:", HashAlgorithm.MD5,
                List.of(1, 1000), List.of(PartitionerKind.JUMP, PartitionerKind.BOUNDED)));

        assertThat(rows).extracting(BalanceSweep.Row::kind)
                .containsExactly(PartitionerKind.RING, PartitionerKind.RING, PartitionerKind.JUMP,
                        PartitionerKind.BOUNDED);
        assertThat(rows.get(0).meanNeighbours()).isEqualTo(2.0);
        assertThat(rows.get(1).meanNeighbours()).isEqualTo(9.0);
        assertThat(rows.get(1).maxOverMean()).isLessThan(rows.get(0).maxOverMean());
        assertThat(rows.get(2).meanNeighbours()).isNaN();
        assertThat(rows.get(2).vnodes()).isZero();
        assertThat(rows.get(3).maxKeys()).isLessThanOrEqualTo(1250);
    }

    @Test
    void failoverSweep_oneAndManyVnodes_oneNeighbourTakesAllVersusSpread() {
        List<FailoverSweep.Row> rows = FailoverSweep.run(new FailoverSweep.Params(10, 10_000, "key:", HashAlgorithm.MD5,
                List.of(1, 256), List.of(PartitionerKind.RANGE), "node-3"));

        FailoverSweep.Row one = rows.get(0);
        FailoverSweep.Row many = rows.get(1);
        assertThat(one.survivorsReceiving()).isEqualTo(1);
        assertThat(one.maxSharePercent()).isEqualTo(100.0);
        assertThat(many.survivorsReceiving()).isEqualTo(9);
        assertThat(many.maxSharePercent()).isLessThan(25);
        assertThat(rows.get(2).kind()).isEqualTo(PartitionerKind.RANGE);
    }

    @Test
    void weightsExperiment_weightTwo_supportedKindsNearTwoOthersNearOne() {
        List<WeightsExperiment.Row> rows = WeightsExperiment.run(new WeightsExperiment.Params(4, 20_000, "key:",
                HashAlgorithm.SHA256, 200, 2.0, List.of(PartitionerKind.RING, PartitionerKind.RENDEZVOUS,
                        PartitionerKind.MODULO, PartitionerKind.JUMP)));

        assertThat(rows).allSatisfy(row -> {
            double expected = row.supportsWeights() ? 2.0 : 1.0;
            assertThat(row.ratio()).as(row.kind().label()).isBetween(expected * 0.9, expected * 1.1);
        });
    }

    @Test
    void params_badValues_messagesNameThem() {
        List<PartitionerKind> ring = List.of(PartitionerKind.RING);
        assertThatThrownBy(() -> new RebalanceSweep.Params(0, "k", HashAlgorithm.MD5, 1, 2, 3, ring))
                .hasMessage("keyCount must be >= 1 but was 0");
        assertThatThrownBy(() -> new BalanceSweep.Params(10, 10, "k", HashAlgorithm.MD5, List.of(0), List.of()))
                .hasMessage("vnodeCounts entry must be >= 1 but was 0");
        assertThatThrownBy(() -> new WeightsExperiment.Params(4, 10, "k", HashAlgorithm.MD5, 1, -2, ring))
                .hasMessage("heavyWeight must be > 0 but was -2.0");
    }
}
