/**
 * The admin API ({@link io.hotshard.router.admin.AdminRoutes}, {@link io.hotshard.router.admin.MitigationRoutes})
 * and the Prometheus scrape ({@link io.hotshard.router.admin.PrometheusRoutes}), each taking only the interface it
 * uses of the router: {@link io.hotshard.router.admin.RouterView} to read,
 * {@link io.hotshard.router.admin.MembershipAdmin} and {@link io.hotshard.router.admin.MitigationAdmin} to change.
 */
package io.hotshard.router.admin;
