object Strings {
  /** True when `s` holds only white space. */
  def isBlank(s: String): Boolean = s.trim.isEmpty

  // Keeps letters and digits only.
  def slug(s: String): String = normalize(s).filter(_.isLetterOrDigit)

  /** Trims and lower-cases `s`. */
  def normalize(s: String): String = s.trim.toLowerCase
}
