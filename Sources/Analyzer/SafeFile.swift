import Foundation

/// Writing a file the way `save` and `export` must: never through a link, never onto anything
/// but a regular file, and never half-written.
///
/// The text goes to a new temporary file in the target's folder, is flushed to the disk, takes
/// the mode of the file it replaces (a new file gets 0666 under the umask) and is then renamed
/// over the target in one step. `rename` replaces a name, never what a link points
/// to, so a link made after the check is replaced itself, not followed.
public enum SafeFile {
    /// Why a file was not written, in words for the user.
    public struct WriteError: Error, Sendable, Equatable, CustomStringConvertible {
        public var reason: String

        /// The reason alone, so that a message that prints the error reads as words.
        public var description: String { reason }
    }

    /// Writes `text` to `path` (relative to the working folder), replacing a regular file there.
    public static func write(_ text: String, to path: String) throws(WriteError) {
        try write(bytes: Array(text.utf8), to: path)
    }

    /// Writes `bytes` to `path` (relative to the working folder), replacing a regular file there.
    public static func write(bytes: [UInt8], to path: String) throws(WriteError) {
        guard !path.isEmpty else { throw WriteError(reason: "the file name is empty") }
        var status = stat()
        let exists = lstat(path, &status) == 0
        if exists, let kind = notRegular(status.st_mode) {
            throw WriteError(reason: "it is \(kind); only a regular file is replaced")
        }
        if !exists, errno != ENOENT { throw WriteError(reason: reason(errno)) }
        let folder = SourceFiles.folder(of: path)
        let name = path.split(separator: "/").last.map(String.init) ?? path
        // A new name in the target's folder (so the rename stays on one file system), made with
        // O_EXCL: never an existing file, never through a link. Mode 0666 under the umask, as
        // any program's new file; a replaced file's mode is restored below.
        var descriptor: Int32 = -1
        var temporary = ""
        for _ in 0..<16 where descriptor < 0 {
            temporary = "\(folder)/.\(name).\(String(UInt32.random(in: 0...UInt32.max), radix: 36)).tmp"
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
            if descriptor < 0, errno != EEXIST { break }
        }
        guard descriptor >= 0 else {
            throw WriteError(reason: errno == ENOENT ? "the folder '\(folder)' does not exist" : reason(errno))
        }
        do throws(WriteError) {
            defer { close(descriptor) }
            try writeAll(bytes, to: descriptor)
            if exists, fchmod(descriptor, status.st_mode & 0o7777) != 0 { throw WriteError(reason: reason(errno)) }
            guard fsync(descriptor) == 0 else { throw WriteError(reason: reason(errno)) }
        } catch {
            unlink(temporary)
            throw error
        }
        guard rename(temporary, path) == 0 else {
            let failure = reason(errno)
            unlink(temporary)
            throw WriteError(reason: failure)
        }
    }

    /// What a non-regular file is, as in "it is a folder"; `nil` for a regular file.
    static func notRegular(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFLNK: "a symbolic link"
        case S_IFDIR: "a folder"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(WriteError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw WriteError(reason: reason(errno))
            }
            offset += written
        }
    }

    static func reason(_ code: Int32) -> String {
        switch code {
        case EACCES, EPERM: "permission denied"
        case ENOENT: "no such file or folder"
        case ENOSPC: "no space left on the device"
        case EROFS: "the file system is read-only"
        case EISDIR: "it is a folder"
        case ENOTDIR: "a part of the path is not a folder"
        default: String(cString: strerror(code)).lowercased()
        }
    }
}
