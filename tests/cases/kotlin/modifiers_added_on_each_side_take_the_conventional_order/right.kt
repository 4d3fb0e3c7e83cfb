class Session(private val store: Store) {
    internal fun refresh() {
        store.load()
    }

    @Volatile
    var token: String = ""
}
