class Session(private val store: Store) {
    fun refresh() {
        store.load()
    }

    val token: String = ""
}
