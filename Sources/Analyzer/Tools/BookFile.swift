import Foundation

/// The file a book build writes, under the rules `save` keeps (see `SafeFile`): never through a
/// link, never onto anything but a regular file, never half-written. A book is written an entry
/// at a time, so that a stopped build continues where it stopped, so it is appended to rather
/// than replaced: it is opened without following a link (a link put there after the check is
/// refused, not followed), checked to be a regular file once open, and an unfinished last line
/// (a build killed while writing it, or a file edited without a final newline) is cut off, to be
/// solved and written again, instead of having the next entry glued to it.
struct BookFile {
    private let descriptor: Int32
    let path: String
    /// The complete lines found in the file (its header first); empty for a new file.
    let text: String

    /// Opens the book at `path` to continue it, or makes it with `header` as its first line. A
    /// file whose first line is not `header` is refused and left as it is.
    static func open(_ path: String, header: String) throws(BookBuild.Failure) -> BookFile {
        func failure(_ reason: String) -> BookBuild.Failure { BookBuild.Failure(description: "\(path): \(reason)") }
        guard !path.isEmpty else { throw BookBuild.Failure(description: "--out: the file name is empty") }
        var status = stat()
        if lstat(path, &status) != 0 {
            guard errno == ENOENT else { throw failure(SafeFile.reason(errno)) }
            let descriptor = Foundation.open(path, O_WRONLY | O_APPEND | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
            guard descriptor >= 0 else {
                let folder = SourceFiles.folder(of: path)
                throw failure(errno == ENOENT ? "the folder '\(folder)' does not exist" : SafeFile.reason(errno))
            }
            let file = BookFile(descriptor: descriptor, path: path, text: "")
            do { try file.append(header) } catch {
                file.close()
                throw failure("cannot write: \(error.reason)")
            }
            return file
        }
        if let kind = SafeFile.notRegular(status.st_mode) { throw failure("it is \(kind); only a regular file is written") }
        let descriptor = Foundation.open(path, O_RDWR | O_APPEND | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(errno == ELOOP ? "it is a symbolic link; only a regular file is written" : SafeFile.reason(errno)) }
        var opened = stat()
        guard fstat(descriptor, &opened) == 0, opened.st_mode & S_IFMT == S_IFREG else {
            Foundation.close(descriptor)
            throw failure("it is \(SafeFile.notRegular(opened.st_mode) ?? "not a regular file"); only a regular file is written")
        }
        do throws(BookBuild.Failure) {
            let bytes = try readAll(descriptor, failure)
            guard let whole = String(validating: bytes, as: UTF8.self) else { throw failure("it is not UTF-8 text") }
            guard whole.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) == header else {
                throw failure("it holds another book (its first line is not '\(header)'); remove it or choose another --out")
            }
            var complete = whole
            if !whole.isEmpty, !whole.hasSuffix("\n") {
                if let lastNewline = bytes.lastIndex(of: UInt8(ascii: "\n")) {
                    // The part after the last newline is unfinished: cut off, solved again.
                    guard ftruncate(descriptor, off_t(lastNewline + 1)) == 0 else { throw failure("cannot write: \(SafeFile.reason(errno))") }
                    complete = String(decoding: bytes[...lastNewline], as: UTF8.self)
                } else {
                    // The header alone, without its newline: the newline is what is missing.
                    let file = BookFile(descriptor: descriptor, path: path, text: whole)
                    do { try file.write("\n") } catch { throw failure("cannot write: \(error.reason)") }
                    complete = whole + "\n"
                }
            }
            return BookFile(descriptor: descriptor, path: path, text: complete)
        } catch {
            Foundation.close(descriptor)
            throw error
        }
    }

    /// Appends one line (a newline is added), written whole or failed.
    func append(_ line: String) throws(SafeFile.WriteError) {
        try write(line + "\n")
    }

    func close() { Foundation.close(descriptor) }

    private func write(_ text: String) throws(SafeFile.WriteError) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw SafeFile.WriteError(reason: SafeFile.reason(errno))
            }
            offset += written
        }
    }

    private static func readAll(_ descriptor: Int32, _ failure: (String) -> BookBuild.Failure) throws(BookBuild.Failure) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let got = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if got < 0 {
                if errno == EINTR { continue }
                throw failure("cannot read: \(SafeFile.reason(errno))")
            }
            if got == 0 { return bytes }
            bytes += chunk[..<got]
        }
    }
}
