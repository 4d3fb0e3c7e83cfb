object Config {
  val host = "example.org"
  val port = 8080
}
