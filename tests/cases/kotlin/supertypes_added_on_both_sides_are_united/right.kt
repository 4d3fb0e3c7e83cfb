class Order : Entity(), SoftDeletable {
  val id = 0
}
