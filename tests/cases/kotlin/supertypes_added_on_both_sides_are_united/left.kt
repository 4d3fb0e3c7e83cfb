class Order : Entity(), Auditable {
  val id = 0
}
