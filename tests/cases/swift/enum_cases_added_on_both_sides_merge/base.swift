enum Route: String {
    case home
    case settings

    var title: String {
        rawValue.capitalized
    }
}
