class Session(private val store: Store) {
    internal suspend fun refresh() {
        store.load()
    }

    @Volatile
    var token: String = ""
}
