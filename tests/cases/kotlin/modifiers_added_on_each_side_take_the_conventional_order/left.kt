class Session(private val store: Store) {
    suspend fun refresh() {
        store.load()
    }

    val token: String = ""
}
