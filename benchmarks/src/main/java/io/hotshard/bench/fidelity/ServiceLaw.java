package io.hotshard.bench.fidelity;

import io.hotshard.report.analysis.ErlangC;
import io.hotshard.report.analysis.ResponseTimeModel;
import io.hotshard.report.analysis.ServiceDistribution;
import io.hotshard.shard.ExponentialLatency;
import io.hotshard.shard.FixedLatency;
import io.hotshard.shard.LatencySpec;

/** The shards' service law in a fidelity run and the queue model it implies. */
enum ServiceLaw {

    /** Exponential service: M/M/c, Erlang C (Erlang 1917) and the exact M/M/c response-time distribution. */
    EXPONENTIAL {
        @Override
        LatencySpec latency(long meanMicros) {
            return new ExponentialLatency(meanMicros);
        }

        @Override
        Prediction predict(int servers, double ratePerSecond, double meanMicros) {
            double a = ratePerSecond * meanMicros / 1e6;
            if (!ErlangC.stable(servers, a)) {
                return Prediction.UNSTABLE;
            }
            double wait = ErlangC.meanWait(servers, a, meanMicros);
            double p99 = new ResponseTimeModel(servers, ratePerSecond,
                    ServiceDistribution.exponential("model", meanMicros)).quantileMicros(0.99);
            return new Prediction(wait, wait + meanMicros, p99);
        }
    },
    /** Fixed service: M/D/1 by the Pollaczek-Khinchine formula {@code Wq = rho S / (2 (1 - rho))}; c = 1 only. */
    FIXED {
        @Override
        LatencySpec latency(long meanMicros) {
            return new FixedLatency(meanMicros);
        }

        @Override
        Prediction predict(int servers, double ratePerSecond, double meanMicros) {
            if (servers != 1) {
                throw new IllegalArgumentException("fixed service is modelled for c = 1 only but c was " + servers);
            }
            double rho = ratePerSecond * meanMicros / 1e6;
            if (rho >= 1) {
                return Prediction.UNSTABLE;
            }
            double wait = rho * meanMicros / (2 * (1 - rho));
            return new Prediction(wait, wait + meanMicros, Double.NaN);
        }
    };

    /** Model figures in microseconds; p99 NaN where the model gives none. */
    record Prediction(double meanWaitMicros, double meanResponseMicros, double p99ResponseMicros) {
        static final Prediction UNSTABLE = new Prediction(Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY,
                Double.POSITIVE_INFINITY);
    }

    abstract LatencySpec latency(long meanMicros);

    /** The model's figures for {@code servers} slots at {@code ratePerSecond} with mean service {@code meanMicros}. */
    abstract Prediction predict(int servers, double ratePerSecond, double meanMicros);
}
