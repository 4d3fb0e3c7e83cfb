object Money {
  fun of(amount: BigDecimal): Money = Money(amount)
  fun of(text: String): Money = of(BigDecimal(text))
}
