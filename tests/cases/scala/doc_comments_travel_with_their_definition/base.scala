object Strings {
  /** Trims and lower-cases `s`. */
  def normalize(s: String): String = s.trim.toLowerCase

  /** True when `s` holds only white space. */
  def isBlank(s: String): Boolean = s.trim.isEmpty
}
