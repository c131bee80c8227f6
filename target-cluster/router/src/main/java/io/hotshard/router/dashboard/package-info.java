/**
 * The live dashboard: a snapshot of the router's figures and the shards' own, built once a second on the control
 * loop from {@link io.hotshard.router.admin.RouterView} and streamed to browsers as server-sent events.
 */
package io.hotshard.router.dashboard;
