final case class UserId(value: Long) extends AnyVal

object UserId {
  implicit val ordering: Ordering[UserId] = Ordering.by(_.value)
}
