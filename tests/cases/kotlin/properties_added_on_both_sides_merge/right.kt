data class Config(val path: String) {
  val verbose = false
  val retries = 3
}
