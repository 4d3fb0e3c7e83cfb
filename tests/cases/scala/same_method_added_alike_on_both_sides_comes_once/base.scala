case class Money(cents: Long) {
  def +(other: Money): Money = Money(cents + other.cents)
}
