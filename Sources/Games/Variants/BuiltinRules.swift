/// The rule files shipped inside the package (`Sources/Games/<Family>/Rules/*.rules`), embedded in the
/// binary at build time so that `game NAME` works from any directory. The session parses them
/// with the same parser as every other rule file.
public enum BuiltinRules {
    /// File name and text of each shipped rule file, parents before the rule sets that extend them.
    public static var files: [(name: String, text: String)] {
        [
            ("tictactoe.rules", PackageResources.tictactoe_rules),
            ("tictactoe-misere.rules", PackageResources.tictactoe_misere_rules),
            ("mnk-4-4-3.rules", PackageResources.mnk_4_4_3_rules),
            ("mnk-4-4-4.rules", PackageResources.mnk_4_4_4_rules),
            ("mnk-5-5-4.rules", PackageResources.mnk_5_5_4_rules),
            ("connect4.rules", PackageResources.connect4_rules),
            ("connect4-8x7.rules", PackageResources.connect4_8x7_rules),
            ("connect4-6x5.rules", PackageResources.connect4_6x5_rules),
            ("connect4-5x4.rules", PackageResources.connect4_5x4_rules),
            ("connect4-4x4.rules", PackageResources.connect4_4x4_rules),
            ("reversi.rules", PackageResources.reversi_rules),
            ("reversi-6x6.rules", PackageResources.reversi_6x6_rules),
            ("reversi-4x4.rules", PackageResources.reversi_4x4_rules),
            ("reversi-anti.rules", PackageResources.reversi_anti_rules),
            ("peg-english.rules", PackageResources.peg_english_rules),
            ("peg-european.rules", PackageResources.peg_european_rules),
            ("peg-triangle.rules", PackageResources.peg_triangle_rules),
            ("peg-wiegleb.rules", PackageResources.peg_wiegleb_rules),
            ("peg-diamond.rules", PackageResources.peg_diamond_rules),
        ].map { ($0.0, String(decoding: $0.1, as: UTF8.self)) }
    }
}
