package io.hotshard.cli;

import picocli.CommandLine.Mixin;

/** A ring experiment that sweeps a key set over several partitioners and prints the result as tables. */
abstract class SweepCommand extends TableCommand {

    @Mixin
    SweepOptions sweep;
}
