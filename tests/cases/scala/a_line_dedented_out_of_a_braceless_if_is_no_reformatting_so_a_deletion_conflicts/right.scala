object Jobs:
  val steps: Seq[String] = Seq("build")
