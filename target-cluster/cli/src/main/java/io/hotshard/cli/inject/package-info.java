/**
 * One injector task inside the hotshard image ({@code hotshard injector}), with the image's layout and the HTTP
 * probe that the deployments use too. Depends on {@code options} only.
 */
package io.hotshard.cli.inject;
