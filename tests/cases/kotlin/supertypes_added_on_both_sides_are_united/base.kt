class Order : Entity() {
  val id = 0
}
