package io.hotshard.report.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

final class ResponseTimeModelTest {

    @Test
    void quantile_mm1WithExponentialService_isExponentialWithRateMuMinusLambda() {
        double meanService = 1000;
        double lambda = 600;
        ResponseTimeModel model = new ResponseTimeModel(1, lambda,
                ServiceDistribution.exponential("test", meanService));
        double mu = 1e6 / meanService;
        double exact = -Math.log(0.01) / (mu - lambda) * 1e6;
        assertThat(model.quantileMicros(0.99)).isCloseTo(exact, within(exact * 0.01));
        assertThat(model.utilisation()).isCloseTo(0.6, within(1e-12));
        assertThat(model.meanWaitMicros()).isCloseTo(0.6 / 0.4 * meanService, within(1e-9));
    }

    @Test
    void quantile_unstable_isInfinite() {
        ResponseTimeModel model = new ResponseTimeModel(2, 2500, ServiceDistribution.exponential("test", 1000));
        assertThat(model.stable()).isFalse();
        assertThat(model.quantileMicros(0.99)).isInfinite();
        assertThat(model.meanWaitMicros()).isInfinite();
    }

    @Test
    void quantile_nearlyIdle_isTheServiceQuantile() {
        ResponseTimeModel model = new ResponseTimeModel(8, 1, ServiceDistribution.exponential("test", 1000));
        double serviceP99 = -1000 * Math.log(0.01);
        assertThat(model.quantileMicros(0.99)).isCloseTo(serviceP99, within(serviceP99 * 0.02));
    }
}
