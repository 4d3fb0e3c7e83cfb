fun main() {
    val server = Server(
        port = 8080,
        host = "localhost",
    )
    server.start()
}
