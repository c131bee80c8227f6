package io.hotshard.sim;

/** Where a simulation's requests go and what counts them: a recorded run, or one injector of several. */
public interface LoadTarget {

    /** The load generator's cap, counts and schedule probe. */
    GeneratorWatch generator();

    /** The router (or external target) every request goes to. */
    String targetUrl();
}
