package io.hotshard.simulations;

/** Where a simulation's requests go and what counts them: a recorded run, or one injector of several. */
public interface LoadTarget {

    /** The load generator's cap, counts and schedule probe. */
    GeneratorWatch generator();

    /** The (first) router: admin calls and chaos go there. */
    String targetUrl();

    /** Every router requests go to, the first one first. */
    RouterTargets routers();
}
