object Settings:
  def load(path: String): Settings =
    val text = readFile(path)
    parse(text)
  def parse(text: String): Settings =
    Settings(text.linesIterator.toList)
