object Jobs:
  val steps: Seq[String] = Seq("build")
<<<<<<< left

  def run(force: Boolean): Unit =
    if force then
      log("forced")
    clean()
    steps.foreach(exec)
||||||| base

  def run(force: Boolean): Unit =
    if force then
      log("forced")
      clean()
    steps.foreach(exec)
=======
>>>>>>> right
