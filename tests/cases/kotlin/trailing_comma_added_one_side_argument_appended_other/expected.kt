fun main() {
    val server = Server(
        port = 8080,
        host = "localhost",
        threads = 4,
    )
    server.start()
}
