package io.hotshard.router.admin;

import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;

/** The mitigations' settings as the admin API reads and patches them. */
public interface MitigationAdmin {

    /** The mitigation settings, adaptive keys and adaptive log. */
    JsonObject mitigationsJson();

    /** Applies a partial patch whole, or fails with the reason it was refused. */
    Future<JsonObject> configureMitigations(JsonObject patch);

    /** The hot keys of every loop's sketch, merged. */
    Future<JsonObject> hotKeys();
}
