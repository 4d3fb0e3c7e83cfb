object Settings:
  def load(path: String): Settings =
    val text = readFile(path)
    parse(text)
  def reload(path: String): Settings =
    cache.remove(path)
    load(path)
  def parse(text: String): Settings =
    Settings(text.linesIterator.toList)
