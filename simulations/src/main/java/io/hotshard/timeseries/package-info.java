/**
 * Time-series workloads: time-ordered keys ({@code event:<timestamp>}), their placement under three layouts (ordered
 * ranges, ranges behind a salted prefix, a hash ring), reads of a recent time window, and the tally of what the
 * writes and window reads cost (seeds 001 and 003: sequential keys make the newest range a hot spot; salting
 * spreads writes at the cost of reads that must ask every salt).
 */
package io.hotshard.timeseries;
