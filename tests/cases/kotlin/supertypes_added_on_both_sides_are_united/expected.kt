class Order : Entity(), Auditable, SoftDeletable {
  val id = 0
}
