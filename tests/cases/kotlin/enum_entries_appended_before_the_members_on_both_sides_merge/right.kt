enum class Color(val rgb: Int) {
  RED(0xff0000),
  GREEN(0x00ff00),
  BLACK(0x000000);

  fun hex(): String = "#%06x".format(rgb)
}
