object Settings:
  def load(path: String): Settings =
    val text = readFile(path)
    parse(text)
  def loadAll(paths: List[String]): List[Settings] =
    paths.map(load)
  def parse(text: String): Settings =
    Settings(text.linesIterator.toList)
