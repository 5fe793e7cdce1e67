/// The page's files, embedded in the binary (Package.swift's `embedInCode`).
enum PageAssets {
    /// The file served at `path`, with its content type; nil for any other path.
    static func file(_ path: String) -> (type: String, bytes: [UInt8])? {
        switch path {
        case "/", "/index.html": ("text/html; charset=utf-8", PackageResources.index_html)
        case "/page.js": ("text/javascript; charset=utf-8", PackageResources.page_js)
        case "/page.css": ("text/css; charset=utf-8", PackageResources.page_css)
        default: nil
        }
    }
}
