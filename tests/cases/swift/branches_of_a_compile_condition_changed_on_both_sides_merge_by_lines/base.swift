enum Platform {
    static var name: String {
        #if os(iOS)
        let prefix = "iOS"
        let family = "mobile"
        #elseif os(macOS)
        let prefix = "macOS"
        let family = "desktop"
        #else
        let prefix = "other"
        let family = "unknown"
        #endif
        return prefix + " (" + family + ")"
    }
}
