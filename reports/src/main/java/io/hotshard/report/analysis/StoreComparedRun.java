package io.hotshard.report.analysis;

/** A real store's run in a comparison of runs on the same load: its label, its directory and its client latency. */
public interface StoreComparedRun {

    /** The run's label, its column's name. */
    String name();

    /** The run directory, absolute. */
    String dir();

    /** The client's latency from each request's intended start. */
    LatencyStats latency();
}
