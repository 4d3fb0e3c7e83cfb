class Client(private val http: Http) {
    fun post(url: String, body: String): String {
        val response = http.post(url, body)
        return response.trim()
    }

    fun fetch(url: String): String {
        val response = http.get(url)
        return response.trim()
    }

    fun status(): Int = 200
}
