/**
 * The run-directory contract of {@code docs/run-directory.md}, declared once for its writer
 * ({@code io.hotshard.recording}) and its reader ({@code io.hotshard.report.run}): the file names
 * ({@link io.hotshard.runformat.RunFiles}), the CSV columns ({@link io.hotshard.runformat.RunColumns}), the event
 * kinds and statuses of {@code run.json}, and the records a reader gets from {@code run.json}
 * ({@link io.hotshard.runformat.RunManifest}).
 */
package io.hotshard.runformat;
