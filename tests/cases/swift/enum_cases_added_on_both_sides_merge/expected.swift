enum Route: String {
    case home
    case settings
    case profile
    case search

    var title: String {
        rawValue.capitalized
    }
}
