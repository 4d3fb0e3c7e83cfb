class Client(private val http: Http) {
    fun head(url: String): String = http.head(url)

    fun status(): Int = 200
}
