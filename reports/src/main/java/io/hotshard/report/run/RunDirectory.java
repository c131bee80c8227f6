package io.hotshard.report.run;

import io.hotshard.runformat.RunFiles;
import io.hotshard.runformat.RunManifest;
import io.hotshard.runformat.RunStatus;
import io.hotshard.runformat.ManifestShard;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/** Reads a run directory as described in {@code docs/run-directory.md}. */
public final class RunDirectory {

    /** The manifest's file name. */
    public static final String MANIFEST = RunFiles.MANIFEST;

    private final Path dir;
    private final List<String> notes = new ArrayList<>();
    private boolean interrupted;

    private RunDirectory(Path dir) {
        this.dir = dir;
    }

    /** Reads every file of the contract; fails with a one-line {@link RunFormatException} on bad input. */
    public static RunData read(Path dir) {
        if (!Files.isDirectory(dir)) {
            throw new RunFormatException("run directory " + dir + " does not exist or is not a directory");
        }
        return new RunDirectory(dir).readAll();
    }

    private RunData readAll() {
        Path manifestFile = dir.resolve(MANIFEST);
        if (!Files.isRegularFile(manifestFile)) {
            throw new RunFormatException(dir + " holds no " + MANIFEST + "; is it a run directory?");
        }
        RunManifest manifest = parse(MANIFEST, text(manifestFile), ManifestReader::parse);
        interrupted = manifest.status() != RunStatus.COMPLETE;
        long start = manifest.startedAt().toEpochMilli();
        if (TargetInfo.clientSide(dir)) {
            // A client-side run has no router or shard files by design (run.json's target section says why).
            return new RunData(dir, manifest, List.of(), List.of(), Optional.empty(), Optional.empty(), Map.of(),
                    Map.of(), notes);
        }
        List<ShardSecond> timeline = optional(RunFiles.TIMELINE,
                t -> CsvReaders.timeline(RunFiles.TIMELINE, t, interrupted)).orElse(List.of());
        if (timeline.isEmpty() && !interrupted) {
            throw new RunFormatException(dir.resolve(RunFiles.TIMELINE)
                    + " is missing or empty but run.json says the run is complete");
        }
        List<RouterSecond> router = optional(RunFiles.ROUTER,
                t -> CsvReaders.router(RunFiles.ROUTER, t, interrupted)).orElse(List.of());
        Optional<HlogSeries> single = hlog(RunFiles.ROUTER_SINGLE_KEY_LOG, start);
        Optional<HlogSeries> fanout = hlog(RunFiles.ROUTER_FANOUT_LOG, start);
        Map<String, HlogSeries> total = new LinkedHashMap<>();
        Map<String, HlogSeries> service = new LinkedHashMap<>();
        for (ManifestShard shard : manifest.cluster().shards()) {
            shardHlog(shard.id(), "", start).ifPresent(h -> total.put(shard.id(), h));
            shardHlog(shard.id(), "-service", start).ifPresent(h -> service.put(shard.id(), h));
        }
        return new RunData(dir, manifest, timeline, router, single, fanout, total, service, notes);
    }

    private Optional<HlogSeries> shardHlog(String id, String suffix, long start) {
        String doubled = RunFiles.shardLogRepeatedPrefix(id, suffix);
        if (id.startsWith("shard-") && !exists(doubled)) {
            return hlog(RunFiles.shardLog(id, suffix), start);
        }
        return hlog(doubled, start);
    }

    private boolean exists(String name) {
        return Files.isRegularFile(dir.resolve(name)) || Files.isRegularFile(dir.resolve(name + RunFiles.PART_SUFFIX));
    }

    private Optional<HlogSeries> hlog(String name, long start) {
        return optional(name, t -> HlogReader.parse(name, t, start, interrupted));
    }

    private <T> Optional<T> optional(String name, Function<String, T> parser) {
        Path file = dir.resolve(name);
        if (Files.isRegularFile(file)) {
            return Optional.of(parse(name, text(file), parser));
        }
        Path part = dir.resolve(name + RunFiles.PART_SUFFIX);
        if (interrupted && Files.isRegularFile(part)) {
            notes.add(name + " was not finished; read what the interrupted writer left in " + part.getFileName());
            return Optional.of(parse(name, text(part), parser));
        }
        notes.add(name + " is not in the run directory");
        return Optional.empty();
    }

    private static <T> T parse(String name, String text, Function<String, T> parser) {
        try {
            return parser.apply(text);
        } catch (IllegalArgumentException e) {
            String message = e.getMessage();
            throw new RunFormatException(message.startsWith(name) ? message : name + ": " + message, e);
        }
    }

    private static String text(Path file) {
        try {
            return Files.readString(file);
        } catch (CharacterCodingException e) {
            throw new RunFormatException(file + " is not UTF-8 text", e);
        } catch (IOException e) {
            throw new RunFormatException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }
}
