package io.hotshard.report.analysis;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.hotshard.runformat.EventKind;
import io.hotshard.report.run.RouterSecond;
import io.hotshard.report.run.RunData;
import io.hotshard.report.run.RunDirectory;
import io.hotshard.runformat.RunEvent;
import java.io.IOException;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A run's node addition and what it cost, read from its files alone: {@code run.json}'s {@code migration} section
 * (an online migration, as {@code GET /admin/migrations} reported it) or else its {@code node-added} event (a plain
 * add), the router's 4xx answers ({@code router.csv}), the single-key p99 before, during and after the move
 * ({@code router-single-key.hlog}) and the reads answered 404 the generator counted ({@code run.json}'s
 * {@code resharding.readsNotFound}, when the simulation recorded it).
 *
 * @param node           the shard added
 * @param migrated       whether its data moved with an online migration (false: a plain add)
 * @param phase          the migration's last phase, or "added" for a plain add
 * @param readsNotFound  reads answered 404 over the run (the generator's count, else the router's 4xx)
 * @param keysToMove     the migration's counts; -1 for a plain add (nothing moved)
 */
public record Resharding(String node, boolean migrated, String phase, MoveImpact impact, long readsNotFound,
                         long keysToMove, long keysCopied, long verified, long mismatches, long dualWrites) {

    private static final Pattern DURATION = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(ms|s|m)?");

    /** The run's move, or empty for a run that added no node. */
    public static Optional<Resharding> of(RunData run) {
        JsonNode root = manifest(run);
        JsonNode migration = root.path("migration");
        double loadStart = seconds(run.manifest().parameters().getOrDefault("hotshard.ramp", "0s"));
        long routerNotFound = run.router().stream().mapToLong(RouterSecond::responses4xx).sum();
        JsonNode counted = root.path("resharding").path("readsNotFound");
        long notFound = counted.isNumber() ? counted.asLong() : routerNotFound;
        long origin = run.manifest().startedAt().toEpochMilli();
        if (migration.isObject() && migration.has("startedAtMillis")) {
            JsonNode finished = migration.path("finishedAtMillis");
            double start = (migration.path("startedAtMillis").asLong() - origin) / 1e3;
            double end = finished.isNumber() ? (finished.asLong() - origin) / 1e3 : Double.POSITIVE_INFINITY;
            return Optional.of(new Resharding(migration.path("node").asText("?"), true,
                    migration.path("phase").asText("?"), MoveImpact.of(run.routerSingleKey(), run.router(),
                    loadStart, start, end), notFound, migration.path("keysToMove").asLong(-1),
                    migration.path("keysCopied").asLong(-1), migration.path("verified").asLong(-1),
                    migration.path("mismatches").asLong(-1), migration.path("dualWrites").asLong(-1)));
        }
        if (!run.manifest().simulation().startsWith("Resharding")) {
            return Optional.empty();
        }
        return run.manifest().events().stream().filter(e -> e.kind() == EventKind.NODE_ADDED).findFirst()
                .map(e -> plainAdd(run, e, loadStart, notFound));
    }

    private static Resharding plainAdd(RunData run, RunEvent added, double loadStart, long notFound) {
        return new Resharding(added.target(), false, "added", MoveImpact.of(run.routerSingleKey(), run.router(),
                loadStart, added.atSeconds(), added.atSeconds()), notFound, -1, -1, -1, -1, -1);
    }

    private static JsonNode manifest(RunData run) {
        try {
            return new ObjectMapper().readTree(run.dir().resolve(RunDirectory.MANIFEST).toFile());
        } catch (IOException e) {
            return new ObjectMapper().createObjectNode();
        }
    }

    /** {@code 10s}, {@code 500ms}, {@code 2m} or a bare number of seconds; 0 for anything else. */
    public static double seconds(String text) {
        Matcher m = DURATION.matcher(text.trim().toLowerCase(Locale.ROOT));
        if (!m.matches()) {
            return 0;
        }
        double value = Double.parseDouble(m.group(1));
        String unit = m.group(2) == null ? "s" : m.group(2);
        return switch (unit) {
            case "ms" -> value / 1e3;
            case "m" -> value * 60;
            default -> value;
        };
    }
}
