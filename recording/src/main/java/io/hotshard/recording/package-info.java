/**
 * What turns any target's run into a run directory ({@code docs/run-directory.md}):
 * {@link io.hotshard.recording.RunRecorder} writes {@code run.json} (settings, versions, events, the caller's
 * sections), samples the target once a second through the {@link io.hotshard.recording.Measurements} its module
 * provides (a {@link io.hotshard.recording.MeasuredTarget}), and ends the run complete or incomplete;
 * {@link io.hotshard.recording.RunDirectories} names every run's directory alike. A target whose own figures are not
 * read ({@link io.hotshard.recording.ClientSideTarget}: a plain HTTP service, a Redis Cluster) is recorded from the
 * client side: {@code run.json} says what is absent and why. This module knows no target.
 */
package io.hotshard.recording;
