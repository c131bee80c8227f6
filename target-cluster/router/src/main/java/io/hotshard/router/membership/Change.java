package io.hotshard.router.membership;

import io.hotshard.router.core.Member;
import io.hotshard.router.core.PartitionerSettings;
import io.hotshard.router.core.RouterState;
import io.hotshard.router.core.ShardSpec;
import io.hotshard.router.core.ShardUrl;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One change of the state every router of a group shares, as data: the membership transitions, the migration's
 * staging steps and the mitigation patches. Applying the same changes in the same order to the same first state gives
 * every router the same state, history-dependent partitioners (slots, ranges) included, so routers exchange changes,
 * not snapshots. {@link #apply} is deterministic and refuses nothing the router that made the change accepted.
 */
sealed interface Change {

    /** The routing state after this change; the same instance when only other state changes. */
    RouterState apply(RouterState state);

    /** The JSON form written to the shared change log. */
    JsonObject toJson();

    /** The first state of a group: the first router's configuration. */
    record Init(PartitionerSettings settings, List<ShardSpec> shards, JsonObject mitigations) implements Change {
        @Override
        public RouterState apply(RouterState ignored) {
            Map<String, Member> members = new LinkedHashMap<>();
            shards.forEach(s -> members.put(s.id(), new Member(s, true)));
            return new RouterState(1, settings, settings.create(shards.stream().map(ShardSpec::node).toList()),
                    members);
        }

        @Override
        public JsonObject toJson() {
            JsonArray list = new JsonArray();
            shards.forEach(s -> list.add(specJson(s)));
            return typed("init").put("settings", settingsJson(settings)).put("shards", list)
                    .put("mitigations", mitigations);
        }
    }

    /** A shard added to the ring or, with {@code inRing} false, as a member reached through pins only. */
    record Add(ShardSpec spec, boolean inRing, boolean allowRemote) implements Change {
        @Override
        public RouterState apply(RouterState state) {
            return Transitions.add(state, spec, allowRemote, inRing);
        }

        @Override
        public JsonObject toJson() {
            return typed("add").put("spec", specJson(spec)).put("inRing", inRing).put("allowRemote", allowRemote);
        }
    }

    /** A shard forgotten. */
    record Remove(String nodeId) implements Change {
        @Override
        public RouterState apply(RouterState state) {
            return Transitions.remove(state, nodeId);
        }

        @Override
        public JsonObject toJson() {
            return typed("remove").put("node", nodeId);
        }
    }

    /** The ring rebuilt with other partitioner settings. */
    record SwitchPartitioner(PartitionerSettings settings) implements Change {
        @Override
        public RouterState apply(RouterState state) {
            return Transitions.switchPartitioner(state, settings);
        }

        @Override
        public JsonObject toJson() {
            return typed("partitioner").put("settings", settingsJson(settings));
        }
    }

    /** A health report: a shard down ({@code up} false) or up again, {@code evict} as the reporting router does. */
    record Health(String nodeId, boolean up, boolean evict, boolean staged, String reason) implements Change {
        @Override
        public RouterState apply(RouterState state) {
            if (!up) {
                return Transitions.markDown(state, nodeId, evict);
            }
            return staged ? MigrationTransitions.markUp(state, nodeId) : Transitions.markUp(state, nodeId, evict);
        }

        @Override
        public JsonObject toJson() {
            return typed("health").put("node", nodeId).put("up", up).put("evict", evict).put("staged", staged)
                    .put("reason", reason);
        }
    }

    /** A migration's node made a member outside the ring; admin changes are refused until it is released. */
    record Stage(ShardSpec spec) implements Change {
        @Override
        public RouterState apply(RouterState state) {
            return MigrationTransitions.withMember(state, spec);
        }

        @Override
        public JsonObject toJson() {
            return typed("stage").put("spec", specJson(spec));
        }
    }

    /** The staged node joins the ring it was staged against (the router making it checked that ring is current). */
    record Cutover(ShardSpec spec, String detail) implements Change {
        @Override
        public RouterState apply(RouterState state) {
            return new RouterState(state.version(), state.settings(), state.partitioner().withNode(spec.node()),
                    state.members());
        }

        @Override
        public JsonObject toJson() {
            return typed("cutover").put("spec", specJson(spec)).put("detail", detail);
        }
    }

    /** A staged node forgotten and admin changes let through again. */
    record Abandon(String nodeId) implements Change {
        @Override
        public RouterState apply(RouterState state) {
            return state.member(nodeId) == null ? state : Transitions.remove(state, nodeId);
        }

        @Override
        public JsonObject toJson() {
            return typed("abandon").put("node", nodeId);
        }
    }

    /** Admin changes let through again after a migration. */
    record Release() implements Change {
        @Override
        public RouterState apply(RouterState state) {
            return state;
        }

        @Override
        public JsonObject toJson() {
            return typed("release");
        }
    }

    /** A patch of the mitigation settings. */
    record Mitigate(JsonObject patch) implements Change {
        @Override
        public RouterState apply(RouterState state) {
            return state;
        }

        @Override
        public JsonObject toJson() {
            return typed("mitigate").put("patch", patch);
        }
    }

    /** Reads the JSON form of {@link #toJson()}; fails naming the unknown type. */
    static Change fromJson(JsonObject json) {
        String type = json.getString("type");
        return switch (type == null ? "" : type) {
            case "init" -> {
                List<ShardSpec> shards = new ArrayList<>();
                json.getJsonArray("shards").forEach(s -> shards.add(specOf((JsonObject) s)));
                yield new Init(settings(json), shards, json.getJsonObject("mitigations"));
            }
            case "add" -> new Add(specOf(json.getJsonObject("spec")), json.getBoolean("inRing"),
                    json.getBoolean("allowRemote"));
            case "remove" -> new Remove(json.getString("node"));
            case "partitioner" -> new SwitchPartitioner(settings(json));
            case "health" -> new Health(json.getString("node"), json.getBoolean("up"), json.getBoolean("evict"),
                    json.getBoolean("staged"), json.getString("reason"));
            case "stage" -> new Stage(specOf(json.getJsonObject("spec")));
            case "cutover" -> new Cutover(specOf(json.getJsonObject("spec")), json.getString("detail"));
            case "abandon" -> new Abandon(json.getString("node"));
            case "release" -> new Release();
            case "mitigate" -> new Mitigate(json.getJsonObject("patch"));
            default -> throw new IllegalArgumentException("unknown change type '" + type + "' in " + json.encode());
        };
    }

    private static JsonObject typed(String type) {
        return new JsonObject().put("type", type);
    }

    private static JsonObject specJson(ShardSpec spec) {
        return new JsonObject().put("id", spec.id()).put("url", spec.url().toString()).put("weight", spec.weight());
    }

    private static ShardSpec specOf(JsonObject json) {
        return new ShardSpec(json.getString("id"), ShardUrl.parse(json.getString("url")), json.getDouble("weight"));
    }

    private static JsonObject settingsJson(PartitionerSettings settings) {
        return settings.toJson().put("rangeBoundaries", new JsonArray(new ArrayList<>(settings.rangeBoundaries())));
    }

    private static PartitionerSettings settings(JsonObject json) {
        JsonObject fields = json.getJsonObject("settings").copy();
        List<String> boundaries = new ArrayList<>();
        fields.getJsonArray("rangeBoundaries").forEach(b -> boundaries.add((String) b));
        fields.remove("rangeBoundaries");
        return PartitionerSettings.defaults().patched(fields).withRangeBoundaries(boundaries);
    }
}
