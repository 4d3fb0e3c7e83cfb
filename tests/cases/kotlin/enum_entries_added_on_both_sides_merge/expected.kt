enum class Status {
  OPEN,
  PAID,
  SHIPPED,
  REFUNDED,
}
