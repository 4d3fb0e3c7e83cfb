object Jobs:
  val steps: Seq[String] = Seq("build")

  def run(force: Boolean): Unit =
    if force then
      log("forced")
    clean()
    steps.foreach(exec)
