class Cart {
  fun count(): Int = 0
<<<<<<< left
||||||| base

  fun empty() {
    log("empty")
  }
=======

  fun empty() {
    log("cart emptied")
  }
>>>>>>> right
}
