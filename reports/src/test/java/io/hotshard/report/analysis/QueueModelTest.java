package io.hotshard.report.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

final class QueueModelTest {

    @Test
    void meanWait_poissonArrivalsExponentialService_isErlangC() {
        QueueModel model = new QueueModel(4, 4000, 1, 1);

        assertThat(model.meanWaitMicros(700)).isCloseTo(ErlangC.meanWait(4, 2.8, 4000), within(1e-9));
    }

    @Test
    void meanWait_fixedServiceOneServer_isPollaczekKhinchine() {
        QueueModel model = new QueueModel(1, 1000, 1, 0);
        double rho = 0.8;

        // M/D/1: Wq = rho S / (2 (1 - rho)).
        assertThat(model.meanWaitMicros(800)).isCloseTo(rho * 1000 / (2 * (1 - rho)), within(1e-6));
    }

    @Test
    void meanWait_constantRate_isTheSteadyRatesWait() {
        QueueModel model = new QueueModel(4, 4000, 1, 1);

        assertThat(model.meanWaitMicros(new long[] {700, 700, 700, 700, 700, 700, 700}))
                .isCloseTo(model.meanWaitMicros(700), within(1e-9));
    }

    @Test
    void meanWait_rampThenPeak_weightsEverySecondByItsArrivalsAtItsWindowRate() {
        QueueModel model = new QueueModel(4, 4000, 1, 1);
        long[] perSecond = {0, 100, 200, 300, 400, 500, 600, 700, 700, 700, 700, 700, 700, 700, 0, 0};
        double weighted = 0;
        long total = 0;
        for (int i = 0; i < perSecond.length; i++) {
            long sum = 0;
            int n = 0;
            for (int j = Math.max(0, i - 2); j <= Math.min(perSecond.length - 1, i + 2); j++) {
                if (perSecond[j] > 0) {
                    sum += perSecond[j];
                    n++;
                }
            }
            if (perSecond[i] > 0) {
                weighted += perSecond[i] * model.meanWaitMicros(sum / (double) n);
                total += perSecond[i];
            }
        }
        double mean = total / 13.0;

        assertThat(model.meanWaitMicros(perSecond)).isCloseTo(weighted / total, within(1e-9))
                .isGreaterThan(1.3 * model.meanWaitMicros(mean));
        assertThat(model.meanWaitMicros(new long[] {0, 0})).isNaN();
    }

    @Test
    void meanWait_secondAtSaturation_isInfinite() {
        QueueModel model = new QueueModel(4, 4000, 1, 1);

        assertThat(model.meanWaitMicros(1000)).isInfinite();
        assertThat(model.meanWaitMicros(new long[] {900, 1000, 1100, 1000, 900})).isInfinite();
    }

    @Test
    void thinnedScv_evenlySpacedStreamOverFourShards_isThreeQuarters() {
        assertThat(QueueModel.thinnedScv(0, 0.25)).isEqualTo(0.75);
        assertThat(QueueModel.thinnedScv(1, 0.25)).isEqualTo(1);
        assertThat(QueueModel.thinnedScv(0, 1)).isZero();
    }

    @Test
    void construct_negativeScv_failsNamingTheValues() {
        assertThatThrownBy(() -> new QueueModel(4, 4000, -1, 1)).hasMessageContaining("-1.0");
        assertThatThrownBy(() -> new QueueModel(0, 4000, 1, 1)).hasMessage("servers must be >= 1 but was 0");
    }
}
