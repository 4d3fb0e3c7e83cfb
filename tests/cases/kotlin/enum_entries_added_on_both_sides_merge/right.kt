enum class Status {
  OPEN,
  PAID,
  REFUNDED,
}
