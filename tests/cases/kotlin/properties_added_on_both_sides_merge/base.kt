data class Config(val path: String) {
  val verbose = false
}
