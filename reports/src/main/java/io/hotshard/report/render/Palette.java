package io.hotshard.report.render;

/** Chart colours: the Tableau 10 palette, distinguishable in colour and in greyscale order. */
final class Palette {

    private static final String[] COLOURS = {"#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f",
        "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac"};

    private Palette() {
    }

    static String colour(int index) {
        return COLOURS[Math.floorMod(index, COLOURS.length)];
    }
}
