enum class Color(val rgb: Int) {
  RED(0xff0000),
  GREEN(0x00ff00),
  BLUE(0x0000ff);

  fun hex(): String = "#%06x".format(rgb)
}
