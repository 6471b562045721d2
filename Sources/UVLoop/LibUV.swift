internal import CLibUV

/// The libuv library this package is linked against, as seen at run time.
///
/// ```swift
/// print("running on libuv \(LibUV.version)")          // "running on libuv 1.44.2"
/// if LibUV.versionNumber >= LibUV.Version(major: 1, minor: 44, patch: 0) { … }
/// ```
public enum LibUV {
    /// A libuv release number, ordered so that later releases compare greater.
    ///
    /// ```swift
    /// let v = LibUV.Version(major: 1, minor: 44, patch: 2)
    /// print(v)  // "1.44.2"
    /// ```
    public struct Version: Sendable, Hashable, Comparable, CustomStringConvertible {
        /// The major number: 1 for every libuv release so far.
        public let major: Int
        /// The minor number, raised when features are added.
        public let minor: Int
        /// The patch number, raised for bug-fix releases.
        public let patch: Int

        /// Makes a version from its three numbers.
        ///
        /// ```swift
        /// let minimum = LibUV.Version(major: 1, minor: 44, patch: 0)
        /// ```
        /// - Parameters:
        ///   - major: The major number.
        ///   - minor: The minor number.
        ///   - patch: The patch number.
        public init(major: Int, minor: Int, patch: Int) {
            self.major = major
            self.minor = minor
            self.patch = patch
        }

        /// Unpacks libuv's `uv_version()` encoding, `major << 16 | minor << 8 | patch`.
        ///
        /// ```swift
        /// let v = LibUV.Version(packed: uv_version())
        /// ```
        /// - Parameter packed: The value returned by `uv_version()`.
        init(packed: UInt32) {
            self.init(
                major: Int((packed >> 16) & 0xFF),
                minor: Int((packed >> 8) & 0xFF),
                patch: Int(packed & 0xFF)
            )
        }

        /// The version as `major.minor.patch`, e.g. `"1.44.2"`.
        public var description: String { "\(major).\(minor).\(patch)" }

        /// Whether `lhs` is an earlier release than `rhs`.
        ///
        /// ```swift
        /// LibUV.Version(major: 1, minor: 9, patch: 0) < LibUV.Version(major: 1, minor: 44, patch: 0)  // true
        /// ```
        /// - Parameters:
        ///   - lhs: A version.
        ///   - rhs: Another version.
        /// - Returns: `true` when `lhs` comes before `rhs`.
        public static func < (lhs: Version, rhs: Version) -> Bool {
            (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
        }
    }

    /// The linked libuv's version string, as `uv_version_string()` reports it.
    ///
    /// A release prints as `"1.44.2"`; a development build carries a suffix,
    /// as in `"1.45.0-dev"`.
    ///
    /// ```swift
    /// print(LibUV.version)  // "1.44.2"
    /// ```
    public static var version: String {
        String(cString: uv_version_string())
    }

    /// The linked libuv's version number, as `uv_version()` reports it.
    ///
    /// ```swift
    /// precondition(LibUV.versionNumber.major == 1)
    /// ```
    public static var versionNumber: Version {
        Version(packed: uv_version())
    }
}
