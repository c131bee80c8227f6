package io.hotshard.testkit;

import io.vertx.core.json.JsonObject;

/** Reading admin answers in tests: whether a text is a JSON object, and the message of an error answer. */
public final class JsonAnswers {

    private JsonAnswers() {
    }

    /** Whether {@code text} does not parse as a JSON object. */
    public static boolean notAnObject(String text) {
        try {
            new JsonObject(text);
            return false;
        } catch (RuntimeException e) {
            return true;
        }
    }

    /** The {@code error} of a JSON answer, or the whole body when it is not one. */
    public static String error(String body) {
        try {
            return new JsonObject(body).getString("error", body);
        } catch (RuntimeException e) {
            return body;
        }
    }
}
