data class Config(val path: String) {
  val verbose = false
  val timeoutMs = 5_000
}
