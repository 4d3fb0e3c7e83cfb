class Client(private val http: Http) {
    fun post(url: String, body: String): String {
        val response = http.post(url, body)
        return response.trim()
    }

    fun head(url: String): String = http.head(url)

    fun status(): Int = 200
}
