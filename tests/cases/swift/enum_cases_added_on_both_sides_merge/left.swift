enum Route: String {
    case home
    case settings
    case profile

    var title: String {
        rawValue.capitalized
    }
}
