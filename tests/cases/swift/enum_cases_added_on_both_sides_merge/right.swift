enum Route: String {
    case home
    case settings
    case search

    var title: String {
        rawValue.capitalized
    }
}
