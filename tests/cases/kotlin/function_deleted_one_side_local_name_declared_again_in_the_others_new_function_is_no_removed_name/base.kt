class Client(private val http: Http) {
    fun fetch(url: String): String {
        val response = http.get(url)
        return response.trim()
    }

    fun status(): Int = 200
}
