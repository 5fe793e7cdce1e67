import Foundation
import PackagePlugin

/// Embeds the rule files shipped with a target: every `<Family>/Rules/*.rules` file under the
/// target's folder becomes an entry of a generated Swift file, so that dropping a rule file into a
/// family's `Rules/` folder ships it without a line of Swift or of Package.swift.
///
/// The folder is listed each time the package is planned (every `swift build`), so a new file is
/// an input of the generating command from the next build on; a changed file reruns it.
@main
struct EmbedRules: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let files = module.sourceFiles(withSuffix: "rules").map(\.url).filter { $0.deletingLastPathComponent().lastPathComponent == "Rules" }.sorted { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedRuleFiles.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(files.count) rule files in \(target.name)",
                executable: try context.tool(named: "RuleEmbedder").url,
                arguments: [output.path] + files.map(\.path),
                inputFiles: files,
                outputFiles: [output])
        ]
    }

}
