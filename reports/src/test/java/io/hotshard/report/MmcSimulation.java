package io.hotshard.report;

import java.util.ArrayList;
import java.util.List;
import java.util.PriorityQueue;
import java.util.SplittableRandom;

/**
 * A FIFO M/M/c queue simulated request by request: Poisson arrivals, exponential service, each arrival served
 * by the server that frees up first (exact for FIFO with identical servers).
 */
final class MmcSimulation {

    /** One simulated request, times in microseconds from the start. */
    record Request(double arrivalMicros, double waitMicros, double serviceMicros, boolean leg) {

        double startMicros() {
            return arrivalMicros + waitMicros;
        }

        double endMicros() {
            return startMicros() + serviceMicros;
        }

        double totalMicros() {
            return waitMicros + serviceMicros;
        }
    }

    private MmcSimulation() {
    }

    /**
     * Simulates arrivals within [0, seconds).
     *
     * @param legShare the chance that an arrival is a fan-out leg rather than a key-addressed request
     */
    static List<Request> run(double ratePerSecond, int servers, double meanServiceMicros, int seconds,
                             double legShare, SplittableRandom random) {
        return run(ratePerSecond, servers, meanServiceMicros, seconds, legShare, 0, 0, random);
    }

    /**
     * Simulates arrivals within [0, seconds) whose rate ramps linearly from 0 over the first {@code rampSeconds}
     * (thinning a Poisson stream of the full rate), sent by a generator that stalls for the first
     * {@code stallMicros} of every second and then sends what fell due meanwhile at once.
     */
    static List<Request> run(double ratePerSecond, int servers, double meanServiceMicros, int seconds,
                             double legShare, double rampSeconds, double stallMicros, SplittableRandom random) {
        PriorityQueue<Double> free = new PriorityQueue<>();
        for (int i = 0; i < servers; i++) {
            free.add(0.0);
        }
        double meanGapMicros = 1e6 / ratePerSecond;
        double end = seconds * 1e6;
        List<Request> requests = new ArrayList<>();
        double t = exponential(random, meanGapMicros);
        while (t < end) {
            boolean due = rampSeconds <= 0 || random.nextDouble() < Math.min(1, t / (rampSeconds * 1e6));
            if (due) {
                double second = Math.floor(t / 1e6) * 1e6;
                double sent = t - second < stallMicros ? second + stallMicros : t;
                double start = Math.max(sent, free.poll());
                double service = exponential(random, meanServiceMicros);
                free.add(start + service);
                requests.add(new Request(sent, start - sent, service, random.nextDouble() < legShare));
            }
            t += exponential(random, meanGapMicros);
        }
        return requests;
    }

    static double exponential(SplittableRandom random, double mean) {
        return -mean * Math.log(1 - random.nextDouble());
    }
}
