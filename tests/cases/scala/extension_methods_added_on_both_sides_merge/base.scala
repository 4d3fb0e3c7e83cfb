object syntax:
  extension (s: String)
    def words: List[String] = s.split("\\s+").toList
