object Pricing {
  def net(gross: BigDecimal): BigDecimal = gross / 1.2
}
