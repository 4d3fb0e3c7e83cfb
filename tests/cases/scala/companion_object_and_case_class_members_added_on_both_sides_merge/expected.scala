final case class UserId(value: Long) extends AnyVal

object UserId {
  implicit val ordering: Ordering[UserId] = Ordering.by(_.value)

  implicit val show: Show[UserId] = Show.show(id => s"user-${id.value}")

  def parse(s: String): Option[UserId] = s.toLongOption.map(UserId(_))
}
