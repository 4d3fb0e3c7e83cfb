class Cart {
  fun count(): Int = 0

  fun empty() {
    log("empty")
  }
}
