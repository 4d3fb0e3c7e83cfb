object Config {
  val host = "localhost"
  val port = 8080
  val debug = {
}
