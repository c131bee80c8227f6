/**
 * What the command line prints beside its commands' own lines: the banner a started cluster prints and the tables
 * every command writes as text, CSV, JSON or markdown. Depends on nothing else of the command line.
 */
package io.hotshard.cli.print;
